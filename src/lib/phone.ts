/**
 * The phone input's rule (docs/decisions/0002-phone-field.md, 0034-phone-numbers-exact.md): a US
 * number of 10 digits, shown as (xxx) xxx-xxxx. What a person types, pastes or autofills is either
 * read as exactly their US number or kept as they wrote it and shown as invalid: it is never cut or
 * changed into another number.
 */
import { FORMATTED_PHONE_PATTERN, MAX_RAW_PHONE_LENGTH, PHONE_DIGITS } from './phone-rule';

export {
  FORMATTED_PHONE_PATTERN,
  isNanpNumber,
  isValidPhone,
  MAX_RAW_PHONE_LENGTH,
  PHONE_DIGITS,
} from './phone-rule';

export type ParsedPhone =
  /** Nothing but spaces. */
  | { kind: 'empty' }
  /**
   * Up to 10 national digits so far; `prefix` is the country code as written (`+1`, `1`) or a lone
   * `+` still waiting for it.
   */
  | { kind: 'partial'; prefix: '' | '+' | '+1' | '1'; national: string }
  /** Exactly 10 national digits (whether they form a valid number is `isNanpNumber`'s question). */
  | { kind: 'complete'; national: string }
  /**
   * Not a US number as written: letters or other signs (an extension such as `x12`, `ext. 12`,
   * `#12`), another country's code, or more digits than a US number has.
   */
  | { kind: 'foreign-or-malformed' };

/** Characters a written phone number may hold: digits, spaces, ( ) - . / and dashes. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/\u2010-\u2015]*$/;

/** Reads a typed, pasted or autofilled phone number. */
export function parsePhone(raw: string): ParsedPhone {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (!PHONE_CHARACTERS.test(text)) return { kind: 'foreign-or-malformed' };
  const digits = text.replace(/\D/g, '');
  const plus = text.startsWith('+');
  let prefix: '' | '+' | '+1' | '1' = '';
  let national = digits;
  if (plus) {
    if (digits === '') return { kind: 'partial', prefix: '+', national: '' };
    // +1 is the North American country code; any other is a number abroad.
    if (!digits.startsWith('1')) return { kind: 'foreign-or-malformed' };
    prefix = '+1';
    national = digits.slice(1);
  } else if (digits.startsWith('1')) {
    // No area code starts with 1: a leading 1 is the country code (1-888-…, 1 (888) …).
    prefix = '1';
    national = digits.slice(1);
  }
  if (national.length > PHONE_DIGITS) return { kind: 'foreign-or-malformed' };
  if (national.length === PHONE_DIGITS) return { kind: 'complete', national };
  return { kind: 'partial', prefix, national };
}

/** (xxx) xxx-xxxx, or as much of it as there are digits. */
function formatNational(national: string): string {
  if (national.length === 0) return '';
  if (national.length < 4) return `(${national}`;
  if (national.length < 7) return `(${national.slice(0, 3)}) ${national.slice(3)}`;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/**
 * What the field shows for what was written: a complete number as (xxx) xxx-xxxx (the country code,
 * when given, dropped: it is the same number); a partial one formatted after its country code; anything
 * else exactly as written (cut only at `MAX_RAW_PHONE_LENGTH`), for the validator to call invalid.
 */
export function formatPhoneInput(raw: string): string {
  const parsed = parsePhone(raw);
  switch (parsed.kind) {
    case 'empty':
      return '';
    case 'complete':
      return formatNational(parsed.national);
    case 'partial': {
      const national = formatNational(parsed.national);
      if (!parsed.prefix) return national;
      return national ? `${parsed.prefix} ${national}` : parsed.prefix;
    }
    case 'foreign-or-malformed':
      return raw.slice(0, MAX_RAW_PHONE_LENGTH);
  }
}

/** Only the full (xxx) xxx-xxxx pattern (whatever the digits). */
export function isCompletePhone(value: string): boolean {
  return FORMATTED_PHONE_PATTERN.test(value);
}

const isDigit = (character: string | undefined) =>
  character !== undefined && character >= '0' && character <= '9';
const countDigits = (text: string) => text.replace(/\D/g, '').length;

/** The index just after the `count`-th digit of `text` (0 → before the first digit). */
function indexAfterDigits(text: string, count: number): number {
  if (count <= 0) {
    const first = [...text].findIndex((character) => isDigit(character));
    return first === -1 ? text.length : first;
  }
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isDigit(text[index])) {
      seen += 1;
      if (seen === count) return index + 1;
    }
  }
  return text.length;
}

/** What `next` adds to `previous` at one place, removing nothing (null for any other edit). */
function insertionOf(previous: string, next: string): { at: number; text: string } | null {
  if (next.length <= previous.length) return null;
  let start = 0;
  while (start < previous.length && previous[start] === next[start]) start += 1;
  let end = 0;
  while (
    end < previous.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  if (start + end !== previous.length) return null;
  return { at: start, text: next.slice(start, next.length - end) };
}

export interface PhoneEdit {
  /** The field's value before the edit. */
  previous: string;
  /** The input's raw value after the browser applied the edit. */
  next: string;
  /** Where the browser put the caret in `next`. */
  caret: number;
  /** `InputEvent.inputType` ('insertText', 'deleteContentBackward', 'insertFromPaste' …), if known. */
  inputType?: string;
}

/**
 * Applies one edit of the phone field: the new value and where the caret goes, so that the person
 * keeps typing where they are (between the same digits), not at the end.
 *
 * - A keystroke that would make a US number invalid as written (a letter, an 11th digit) is ignored;
 *   several characters typed at once are applied one keystroke at a time.
 * - Backspace or Delete on a bracket, space or hyphen removes the digit next to it, as people expect.
 * - A paste, autofill or drop is read whole: a US number is formatted, anything else kept as written.
 */
export function applyPhoneEdit({ previous, next, caret, inputType }: PhoneEdit): {
  value: string;
  caret: number;
} {
  const typed = inputType === 'insertText' || inputType === 'insertCompositionText';
  // Several characters typed at once (keystrokes made before the page's code arrived, put back in one
  // go, or a word from a phone's keyboard): each is applied as its own keystroke.
  const inserted = typed ? insertionOf(previous, next) : null;
  if (inserted && inserted.text.length > 1) {
    let edit = { value: previous, caret: inserted.at };
    for (const character of inserted.text) {
      edit = applyPhoneEdit({
        previous: edit.value,
        next: edit.value.slice(0, edit.caret) + character + edit.value.slice(edit.caret),
        caret: edit.caret + character.length,
        inputType: 'insertText',
      });
    }
    return edit;
  }
  let raw = next;
  let rawCaret = Math.max(0, Math.min(caret, next.length));

  // Backspace/Delete removed only a separator: remove the digit beside it instead.
  if (
    inputType?.startsWith('delete') &&
    previous.length - next.length === 1 &&
    countDigits(next) === countDigits(previous) &&
    parsePhone(previous).kind !== 'foreign-or-malformed'
  ) {
    if (inputType === 'deleteContentForward') {
      let index = rawCaret;
      while (index < raw.length && !isDigit(raw[index])) index += 1;
      if (index < raw.length) raw = raw.slice(0, index) + raw.slice(index + 1);
    } else {
      let index = rawCaret - 1;
      while (index >= 0 && !isDigit(raw[index])) index -= 1;
      if (index >= 0) {
        raw = raw.slice(0, index) + raw.slice(index + 1);
        rawCaret = index;
      }
    }
  }

  const parsed = parsePhone(raw);
  if (parsed.kind === 'foreign-or-malformed') {
    if (typed && parsePhone(previous).kind !== 'foreign-or-malformed') {
      // Ignore the keystroke; the caret stays where it was before it.
      return {
        value: previous,
        caret: Math.max(0, rawCaret - (next.length - previous.length)),
      };
    }
    const value = raw.slice(0, MAX_RAW_PHONE_LENGTH);
    return { value, caret: Math.min(rawCaret, value.length) };
  }

  const value = formatPhoneInput(raw);
  let digitsBefore = countDigits(raw.slice(0, rawCaret));
  // The country code was written but is not shown (the number is complete): one digit fewer before.
  if (parsed.kind === 'complete' && countDigits(raw) > PHONE_DIGITS) {
    digitsBefore = Math.max(0, digitsBefore - 1);
  }
  const atEnd = rawCaret >= raw.trimEnd().length;
  return { value, caret: atEnd ? value.length : indexAfterDigits(value, digitsBefore) };
}

/**
 * The generic phone rule: an optional leading plus, then 7 to 15 digits, spaces or hyphens. Kept as
 * a validator (docs/decisions/0002-phone-field.md); the wizard itself uses the formatted input
 * above.
 */
export const GENERIC_PHONE_PATTERN = /^\+?[\d\s-]{7,15}$/;
export function isValidGenericPhone(value: string): boolean {
  return GENERIC_PHONE_PATTERN.test(value);
}
