import { describe, expect, it } from 'vitest';
import {
  applyPhoneEdit,
  formatPhoneInput,
  isCompletePhone,
  isNanpNumber,
  isValidGenericPhone,
  isValidPhone,
  parsePhone,
} from '../../src/lib/phone';

// The number typed and pasted here is an applicant's, the one of tests/fixtures/applicant-phones.ts,
// written out because each expectation depends on its digits.

describe('formatPhoneInput (the phone input, docs/decisions/0002-phone-field.md)', () => {
  it('returns an empty string for empty input', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('   ')).toBe('');
  });

  it('formats partial input while typing', () => {
    expect(formatPhoneInput('2')).toBe('(2');
    expect(formatPhoneInput('21')).toBe('(21');
    expect(formatPhoneInput('214')).toBe('(214');
    expect(formatPhoneInput('2145')).toBe('(214) 5');
    expect(formatPhoneInput('214555')).toBe('(214) 555');
    expect(formatPhoneInput('2145550')).toBe('(214) 555-0');
    expect(formatPhoneInput('2145550142')).toBe('(214) 555-0142');
  });

  it('formats each keystroke typed onto the previous formatted value', () => {
    let value = '';
    const seen: string[] = [];
    for (const digit of '2145550142') {
      value = formatPhoneInput(value + digit);
      seen.push(value);
    }
    expect(seen).toEqual([
      '(2',
      '(21',
      '(214',
      '(214) 5',
      '(214) 55',
      '(214) 555',
      '(214) 555-0',
      '(214) 555-01',
      '(214) 555-014',
      '(214) 555-0142',
    ]);
  });

  it('keeps a typed country code in front while the number is incomplete, and drops it once complete', () => {
    let value = '';
    const seen: string[] = [];
    for (const key of '12145550142') {
      value = formatPhoneInput(value + key);
      seen.push(value);
    }
    expect(seen.slice(0, 3)).toEqual(['1', '1 (2', '1 (21']);
    expect(seen.at(-2)).toBe('1 (214) 555-014');
    expect(seen.at(-1)).toBe('(214) 555-0142');
    expect(formatPhoneInput('+')).toBe('+');
    expect(formatPhoneInput('+1')).toBe('+1');
    expect(formatPhoneInput('+1 21')).toBe('+1 (21');
  });

  it('keeps a pasted formatted number as it is, and formats other spellings of it', () => {
    for (const pasted of [
      '(214) 555-0142',
      '214.555.0142',
      '214-555-0142',
      '214 555 0142',
      '2145550142',
      ' (214)555-0142 ',
      '214/555-0142',
    ]) {
      expect(formatPhoneInput(pasted), pasted).toBe('(214) 555-0142');
    }
  });

  it('reads a leading 1 or +1 as the country code, however it is spaced', () => {
    for (const pasted of [
      '+1 214 555 0142',
      '+1 (214) 555-0142',
      '+1-214-555-0142',
      '+1 214-555-0142',
      '+12145550142',
      '1-214-555-0142',
      '1 (214) 555-0142',
      '1 214 555 0142',
      '1.214.555.0142',
      '12145550142',
      '+ 1 214 555 0142',
    ]) {
      expect(formatPhoneInput(pasted), pasted).toBe('(214) 555-0142');
    }
  });

  it('keeps a number with an extension as written, never cut to ten digits', () => {
    for (const pasted of [
      '(214) 555-0142 x23',
      '214-555-0142 ext. 23',
      '1-214-555-0142 ext 5',
      '+1 214 555 0142;ext=5',
      '214-555-0142 #5',
    ]) {
      expect(formatPhoneInput(pasted), pasted).toBe(pasted);
      expect(isValidPhone(formatPhoneInput(pasted)), pasted).toBe(false);
    }
  });

  it('keeps a number with another country code as written, never read as a US number', () => {
    for (const pasted of [
      '+44 20 7946 0958',
      '+52 55 1234 5678',
      '+4915112345678',
      '011 44 20 7946 0958',
      '+33 1 23 45 67 89',
    ]) {
      expect(formatPhoneInput(pasted), pasted).toBe(pasted);
      expect(isValidPhone(formatPhoneInput(pasted)), pasted).toBe(false);
    }
  });

  it('keeps too many digits as written instead of dropping the extra ones', () => {
    expect(formatPhoneInput('21455501422')).toBe('21455501422');
    expect(formatPhoneInput('(214) 555-01422')).toBe('(214) 555-01422');
    expect(formatPhoneInput('1 214 555 01422')).toBe('1 214 555 01422');
  });

  it('keeps letters as written (a vanity number or a note is not a number)', () => {
    expect(formatPhoneInput('1-800-FLOWERS')).toBe('1-800-FLOWERS');
    expect(formatPhoneInput('214-555-0142 (cell)')).toBe('214-555-0142 (cell)');
  });
});

describe('parsePhone', () => {
  it('tells empty, partial, complete, and foreign or malformed apart', () => {
    expect(parsePhone(' ')).toEqual({ kind: 'empty' });
    expect(parsePhone('(214) 55')).toEqual({ kind: 'partial', prefix: '', national: '21455' });
    expect(parsePhone('+1 214')).toEqual({ kind: 'partial', prefix: '+1', national: '214' });
    expect(parsePhone('+1 (214) 555-0142')).toEqual({ kind: 'complete', national: '2145550142' });
    expect(parsePhone('+44 20 7946 0958')).toEqual({ kind: 'foreign-or-malformed' });
    expect(parsePhone('214-555-0142 x2')).toEqual({ kind: 'foreign-or-malformed' });
    expect(parsePhone('1+2145550142')).toEqual({ kind: 'foreign-or-malformed' });
    expect(parsePhone('++12145550142')).toEqual({ kind: 'foreign-or-malformed' });
  });
});

describe('isNanpNumber (North American Numbering Plan)', () => {
  it('accepts area codes and exchanges that start with 2 to 9', () => {
    for (const number of ['2145550142', '2125550199', '2002000000', '9999999999']) {
      expect(isNanpNumber(number), number).toBe(true);
    }
  });

  it('refuses an area code or an exchange that starts with 0 or 1', () => {
    for (const number of ['0145550142', '1145550142', '2140550142', '2141550142']) {
      expect(isNanpNumber(number), number).toBe(false);
    }
  });

  it('refuses N11 service codes as area codes', () => {
    expect(isNanpNumber('9115550199')).toBe(false);
    expect(isNanpNumber('4115550199')).toBe(false);
  });

  it('refuses anything but 10 digits', () => {
    expect(isNanpNumber('214555014')).toBe(false);
    expect(isNanpNumber('21455501422')).toBe(false);
    expect(isNanpNumber('214555014a')).toBe(false);
  });
});

describe('isValidPhone (the wizard’s rule)', () => {
  it('accepts the full pattern of a possible US number', () => {
    expect(isValidPhone('(214) 555-0142')).toBe(true);
  });

  it('refuses an impossible US number in the full pattern', () => {
    expect(isValidPhone('(014) 555-0142')).toBe(false);
    expect(isValidPhone('(114) 555-0142')).toBe(false);
    expect(isValidPhone('(214) 055-0142')).toBe(false);
    expect(isValidPhone('(214) 155-0142')).toBe(false);
  });

  it('refuses partial values and other spellings', () => {
    for (const value of ['', '(2', '1 (214) 555-014', '+1 (214) 555-0142', '2145550142']) {
      expect(isValidPhone(value), value).toBe(false);
    }
  });
});

describe('applyPhoneEdit (typing, deleting and pasting in the field)', () => {
  const edit = (previous: string, next: string, caret: number, inputType?: string) =>
    applyPhoneEdit({ previous, next, caret, inputType });

  it('keeps the caret after a digit deleted in the middle, so the next digit lands there', () => {
    // "(214) 555|-0142": Backspace removes the 5 before the caret.
    const deleted = edit('(214) 555-0142', '(214) 55-0142', 8, 'deleteContentBackward');
    expect(deleted).toEqual({ value: '(214) 550-142', caret: 8 });
    const typed = edit(deleted.value, '(214) 5570-142', 9, 'insertText');
    expect(typed).toEqual({ value: '(214) 557-0142', caret: 9 });
  });

  it('moves the caret past a separator the formatting adds after a typed digit', () => {
    // "(214) 55|0-142" + "7" → "(214) 557|-0142": the caret sits right after the typed 7.
    expect(edit('(214) 550-142', '(214) 5570-142', 9, 'insertText')).toEqual({
      value: '(214) 557-0142',
      caret: 9,
    });
    // "(21|4" + "7" at the third place → "(217) 4", caret after the 7.
    expect(edit('(214', '(2174', 4, 'insertText')).toEqual({ value: '(217) 4', caret: 4 });
  });

  it('deletes the digit before a separator when Backspace is pressed just after it', () => {
    // "(214) 555-|0142": Backspace removes the hyphen in the browser; the 5 before it goes instead.
    expect(edit('(214) 555-0142', '(214) 5550142', 9, 'deleteContentBackward')).toEqual({
      value: '(214) 550-142',
      caret: 8,
    });
    // "(214) |555-0142": the space, then the ")" — the last digit of the area code goes.
    expect(edit('(214) 555-0142', '(214)555-0142', 5, 'deleteContentBackward')).toEqual({
      value: '(215) 550-142',
      caret: 3,
    });
  });

  it('deletes the digit after a separator when Delete is pressed just before it', () => {
    // "(214) 555|-0142": Delete removes the hyphen in the browser; the 0 after it goes instead.
    expect(edit('(214) 555-0142', '(214) 5550142', 9, 'deleteContentForward')).toEqual({
      value: '(214) 555-142',
      caret: 9,
    });
  });

  it('ignores a typed letter or 11th digit and leaves the caret where it was', () => {
    expect(edit('(214) 555-0142', '(214) 5a55-0142', 8, 'insertText')).toEqual({
      value: '(214) 555-0142',
      caret: 7,
    });
    expect(edit('(214) 555-0142', '(214) 555-01425', 15, 'insertText')).toEqual({
      value: '(214) 555-0142',
      caret: 14,
    });
  });

  it('reads a paste whole: a US number formatted, anything else kept as pasted', () => {
    expect(edit('', '+1 (214) 555-0142', 17, 'insertFromPaste')).toEqual({
      value: '(214) 555-0142',
      caret: 14,
    });
    expect(edit('', '+44 20 7946 0958', 16, 'insertFromPaste')).toEqual({
      value: '+44 20 7946 0958',
      caret: 16,
    });
    // Pasted into the middle of a complete number: too many digits, kept as written.
    expect(edit('(214) 555-0142', '(214) 512355-0142', 10, 'insertFromPaste').value).toBe(
      '(214) 512355-0142',
    );
  });

  it('applies several characters typed at once one keystroke at a time (typing made before the page’s code arrived)', () => {
    expect(edit('', '512abc5550147', 13, 'insertText')).toEqual({
      value: '(512) 555-0147',
      caret: 14,
    });
    // Typed onto what the field already showed, and into its middle.
    expect(edit('(512', '(512555', 7, 'insertText')).toEqual({ value: '(512) 555', caret: 9 });
    expect(edit('(512) 0147', '(512) 5x550147', 9, 'insertText')).toEqual({
      value: '(512) 555-0147',
      caret: 9,
    });
    // More digits than a number has: the extra keystrokes are ignored, as when typed one by one.
    expect(edit('', '5125550147999', 13, 'insertText').value).toBe('(512) 555-0147');
  });

  it('reads an autofill (no input type) like a paste', () => {
    expect(edit('', '+12145550142', 12, undefined)).toEqual({
      value: '(214) 555-0142',
      caret: 14,
    });
    expect(edit('', '214-555-0142 x12', 16, 'insertReplacementText').value).toBe(
      '214-555-0142 x12',
    );
  });

  it('lets a value kept as written be edited freely until it reads as a US number', () => {
    const kept = '214-555-0142 x12';
    const shorter = edit(kept, '214-555-0142 x1', 15, 'deleteContentBackward');
    expect(shorter).toEqual({ value: '214-555-0142 x1', caret: 15 });
    const fixed = edit('214-555-0142 x', '214-555-0142 ', 13, 'deleteContentBackward');
    expect(fixed).toEqual({ value: '(214) 555-0142', caret: 14 });
  });
});

describe('isCompletePhone', () => {
  it('accepts only the full (xxx) xxx-xxxx pattern', () => {
    expect(isCompletePhone('(214) 555-0142')).toBe(true);
  });

  it('refuses empty and partial values', () => {
    for (const value of ['', '(2', '(214) 5', '(214) 555-0', '(214) 555-014']) {
      expect(isCompletePhone(value), value).toBe(false);
    }
  });

  it('refuses other spellings of a complete number', () => {
    for (const value of [
      '2145550142',
      '214-555-0142',
      '214.555.0142',
      '+1 (214) 555-0142',
      '(214) 555-01421',
      '(214)555-0142',
      ' (214) 555-0142',
    ]) {
      expect(isCompletePhone(value), value).toBe(false);
    }
  });
});

describe('isValidGenericPhone (decision 0002: optional leading +, then 7 to 15 digits, spaces or hyphens)', () => {
  it('accepts an international number with spaces and hyphens', () => {
    expect(isValidGenericPhone('+1 214-555-0142')).toBe(true);
    expect(isValidGenericPhone('214-555-0142')).toBe(true);
    expect(isValidGenericPhone('214 555 0142')).toBe(true);
  });

  it('accepts 7 and 15 characters after the optional plus', () => {
    expect(isValidGenericPhone('1234567')).toBe(true);
    expect(isValidGenericPhone('123456789012345')).toBe(true);
    expect(isValidGenericPhone('+1234567')).toBe(true);
    // The plus is not counted: '+' and 15 digits is the longest E.164 number.
    expect(isValidGenericPhone('+123456789012345')).toBe(true);
  });

  it('refuses 6 and 16 characters after the optional plus', () => {
    expect(isValidGenericPhone('123456')).toBe(false);
    expect(isValidGenericPhone('1234567890123456')).toBe(false);
    expect(isValidGenericPhone('+123456')).toBe(false);
    expect(isValidGenericPhone('+1234567890123456')).toBe(false);
  });

  it('counts spaces and hyphens towards the length', () => {
    expect(isValidGenericPhone('123-456')).toBe(true);
    expect(isValidGenericPhone('12-345')).toBe(false);
    expect(isValidGenericPhone('1 214-555-0142 1')).toBe(false);
  });

  it('refuses letters and other characters', () => {
    expect(isValidGenericPhone('214-555-014a')).toBe(false);
    expect(isValidGenericPhone('888-CALL-NOW')).toBe(false);
    expect(isValidGenericPhone('(214) 555-0142')).toBe(false);
    expect(isValidGenericPhone('214.555.0142')).toBe(false);
  });

  it('allows the plus only at the start', () => {
    expect(isValidGenericPhone('1+2145550142')).toBe(false);
    expect(isValidGenericPhone('2145550142+')).toBe(false);
    expect(isValidGenericPhone('++12145550142')).toBe(false);
    expect(isValidGenericPhone(' +12145550142')).toBe(false);
  });

  it('refuses an empty value', () => {
    expect(isValidGenericPhone('')).toBe(false);
    expect(isValidGenericPhone('+')).toBe(false);
  });
});
