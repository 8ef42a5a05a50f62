import { describe, expect, it } from 'vitest';
import {
  applyPhoneEdit,
  formatPhoneInput,
  isCompletePhone,
  isNanpNumber,
  isValidGenericPhone,
  isValidPhone,
  parsePhone,
} from '../../src/features/job-application/rules/phone';

describe('formatPhoneInput (the phone input, docs/decisions/0002-phone-field.md)', () => {
  it('returns an empty string for empty input', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('   ')).toBe('');
  });

  it('formats partial input while typing', () => {
    expect(formatPhoneInput('8')).toBe('(8');
    expect(formatPhoneInput('88')).toBe('(88');
    expect(formatPhoneInput('888')).toBe('(888');
    expect(formatPhoneInput('8888')).toBe('(888) 8');
    expect(formatPhoneInput('888868')).toBe('(888) 868');
    expect(formatPhoneInput('8888684')).toBe('(888) 868-4');
    expect(formatPhoneInput('8888684111')).toBe('(888) 868-4111');
  });

  it('formats each keystroke typed onto the previous formatted value', () => {
    let value = '';
    const seen: string[] = [];
    for (const digit of '8888684111') {
      value = formatPhoneInput(value + digit);
      seen.push(value);
    }
    expect(seen).toEqual([
      '(8',
      '(88',
      '(888',
      '(888) 8',
      '(888) 86',
      '(888) 868',
      '(888) 868-4',
      '(888) 868-41',
      '(888) 868-411',
      '(888) 868-4111',
    ]);
  });

  it('keeps a typed country code in front while the number is incomplete, and drops it once complete', () => {
    let value = '';
    const seen: string[] = [];
    for (const key of '18888684111') {
      value = formatPhoneInput(value + key);
      seen.push(value);
    }
    expect(seen.slice(0, 3)).toEqual(['1', '1 (8', '1 (88']);
    expect(seen.at(-2)).toBe('1 (888) 868-411');
    expect(seen.at(-1)).toBe('(888) 868-4111');
    expect(formatPhoneInput('+')).toBe('+');
    expect(formatPhoneInput('+1')).toBe('+1');
    expect(formatPhoneInput('+1 88')).toBe('+1 (88');
  });

  it('keeps a pasted formatted number as it is, and formats other spellings of it', () => {
    for (const pasted of [
      '(888) 868-4111',
      '888.868.4111',
      '888-868-4111',
      '888 868 4111',
      '8888684111',
      ' (888)868-4111 ',
      '888/868-4111',
    ]) {
      expect(formatPhoneInput(pasted), pasted).toBe('(888) 868-4111');
    }
  });

  it('reads a leading 1 or +1 as the country code, however it is spaced', () => {
    for (const pasted of [
      '+1 888 868 4111',
      '+1 (888) 868-4111',
      '+1-888-868-4111',
      '+1 888-868-4111',
      '+18888684111',
      '1-888-868-4111',
      '1 (888) 868-4111',
      '1 888 868 4111',
      '1.888.868.4111',
      '18888684111',
      '+ 1 888 868 4111',
    ]) {
      expect(formatPhoneInput(pasted), pasted).toBe('(888) 868-4111');
    }
  });

  it('keeps a number with an extension as written, never cut to ten digits', () => {
    for (const pasted of [
      '(888) 868-4111 x23',
      '888-868-4111 ext. 23',
      '1-888-868-4111 ext 5',
      '+1 888 868 4111;ext=5',
      '888-868-4111 #5',
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
    expect(formatPhoneInput('88886841112')).toBe('88886841112');
    expect(formatPhoneInput('(888) 868-41112')).toBe('(888) 868-41112');
    expect(formatPhoneInput('1 888 868 41112')).toBe('1 888 868 41112');
  });

  it('keeps letters as written (a vanity number or a note is not a number)', () => {
    expect(formatPhoneInput('1-800-FLOWERS')).toBe('1-800-FLOWERS');
    expect(formatPhoneInput('888-868-4111 (cell)')).toBe('888-868-4111 (cell)');
  });
});

describe('parsePhone', () => {
  it('tells empty, partial, complete, and foreign or malformed apart', () => {
    expect(parsePhone(' ')).toEqual({ kind: 'empty' });
    expect(parsePhone('(888) 86')).toEqual({ kind: 'partial', prefix: '', national: '88886' });
    expect(parsePhone('+1 888')).toEqual({ kind: 'partial', prefix: '+1', national: '888' });
    expect(parsePhone('+1 (888) 868-4111')).toEqual({ kind: 'complete', national: '8888684111' });
    expect(parsePhone('+44 20 7946 0958')).toEqual({ kind: 'foreign-or-malformed' });
    expect(parsePhone('888-868-4111 x2')).toEqual({ kind: 'foreign-or-malformed' });
    expect(parsePhone('1+8888684111')).toEqual({ kind: 'foreign-or-malformed' });
    expect(parsePhone('++18888684111')).toEqual({ kind: 'foreign-or-malformed' });
  });
});

describe('isNanpNumber (North American Numbering Plan)', () => {
  it('accepts area codes and exchanges that start with 2 to 9', () => {
    for (const number of ['8888684111', '2125550199', '2002000000', '9999999999']) {
      expect(isNanpNumber(number), number).toBe(true);
    }
  });

  it('refuses an area code or an exchange that starts with 0 or 1', () => {
    for (const number of ['0888684111', '1888684111', '8880684111', '8881684111']) {
      expect(isNanpNumber(number), number).toBe(false);
    }
  });

  it('refuses N11 service codes as area codes', () => {
    expect(isNanpNumber('9115550199')).toBe(false);
    expect(isNanpNumber('4115550199')).toBe(false);
  });

  it('refuses anything but 10 digits', () => {
    expect(isNanpNumber('888868411')).toBe(false);
    expect(isNanpNumber('88886841112')).toBe(false);
    expect(isNanpNumber('888868411a')).toBe(false);
  });
});

describe('isValidPhone (the wizard’s rule)', () => {
  it('accepts the full pattern of a possible US number', () => {
    expect(isValidPhone('(888) 868-4111')).toBe(true);
  });

  it('refuses an impossible US number in the full pattern', () => {
    expect(isValidPhone('(088) 868-4111')).toBe(false);
    expect(isValidPhone('(188) 868-4111')).toBe(false);
    expect(isValidPhone('(888) 068-4111')).toBe(false);
    expect(isValidPhone('(888) 168-4111')).toBe(false);
  });

  it('refuses partial values and other spellings', () => {
    for (const value of ['', '(8', '1 (888) 868-411', '+1 (888) 868-4111', '8888684111']) {
      expect(isValidPhone(value), value).toBe(false);
    }
  });
});

describe('applyPhoneEdit (typing, deleting and pasting in the field)', () => {
  const edit = (previous: string, next: string, caret: number, inputType?: string) =>
    applyPhoneEdit({ previous, next, caret, inputType });

  it('keeps the caret after a digit deleted in the middle, so the next digit lands there', () => {
    // "(888) 868|-4111": Backspace removes the 8 before the caret.
    const deleted = edit('(888) 868-4111', '(888) 86-4111', 8, 'deleteContentBackward');
    expect(deleted).toEqual({ value: '(888) 864-111', caret: 8 });
    const typed = edit(deleted.value, '(888) 8654-111', 9, 'insertText');
    expect(typed).toEqual({ value: '(888) 865-4111', caret: 9 });
  });

  it('moves the caret past a separator the formatting adds after a typed digit', () => {
    // "(888) 86|4-111" + "5" → "(888) 865|-4111": the caret sits right after the typed 5.
    expect(edit('(888) 864-111', '(888) 8654-111', 9, 'insertText')).toEqual({
      value: '(888) 865-4111',
      caret: 9,
    });
    // "(88|8" + "7" at the third place → "(887) 8", caret after the 7.
    expect(edit('(888', '(8878', 4, 'insertText')).toEqual({ value: '(887) 8', caret: 4 });
  });

  it('deletes the digit before a separator when Backspace is pressed just after it', () => {
    // "(888) 868-|4111": Backspace removes the hyphen in the browser; the 8 before it goes instead.
    expect(edit('(888) 868-4111', '(888) 8684111', 9, 'deleteContentBackward')).toEqual({
      value: '(888) 864-111',
      caret: 8,
    });
    // "(888) |868-4111": the space, then the ")" — the last digit of the area code goes.
    expect(edit('(888) 868-4111', '(888)868-4111', 5, 'deleteContentBackward')).toEqual({
      value: '(888) 684-111',
      caret: 3,
    });
  });

  it('deletes the digit after a separator when Delete is pressed just before it', () => {
    // "(888) 868|-4111": Delete removes the hyphen in the browser; the 4 after it goes instead.
    expect(edit('(888) 868-4111', '(888) 8684111', 9, 'deleteContentForward')).toEqual({
      value: '(888) 868-111',
      caret: 9,
    });
  });

  it('ignores a typed letter or 11th digit and leaves the caret where it was', () => {
    expect(edit('(888) 868-4111', '(888) 8a68-4111', 8, 'insertText')).toEqual({
      value: '(888) 868-4111',
      caret: 7,
    });
    expect(edit('(888) 868-4111', '(888) 868-41115', 15, 'insertText')).toEqual({
      value: '(888) 868-4111',
      caret: 14,
    });
  });

  it('reads a paste whole: a US number formatted, anything else kept as pasted', () => {
    expect(edit('', '+1 (888) 868-4111', 17, 'insertFromPaste')).toEqual({
      value: '(888) 868-4111',
      caret: 14,
    });
    expect(edit('', '+44 20 7946 0958', 16, 'insertFromPaste')).toEqual({
      value: '+44 20 7946 0958',
      caret: 16,
    });
    // Pasted into the middle of a complete number: too many digits, kept as written.
    expect(edit('(888) 868-4111', '(888) 8123668-4111', 10, 'insertFromPaste').value).toBe(
      '(888) 8123668-4111',
    );
  });

  it('reads an autofill (no input type) like a paste', () => {
    expect(edit('', '+18888684111', 12, undefined)).toEqual({
      value: '(888) 868-4111',
      caret: 14,
    });
    expect(edit('', '888-868-4111 x12', 16, 'insertReplacementText').value).toBe(
      '888-868-4111 x12',
    );
  });

  it('lets a value kept as written be edited freely until it reads as a US number', () => {
    const kept = '888-868-4111 x12';
    const shorter = edit(kept, '888-868-4111 x1', 15, 'deleteContentBackward');
    expect(shorter).toEqual({ value: '888-868-4111 x1', caret: 15 });
    const fixed = edit('888-868-4111 x', '888-868-4111 ', 13, 'deleteContentBackward');
    expect(fixed).toEqual({ value: '(888) 868-4111', caret: 14 });
  });
});

describe('isCompletePhone', () => {
  it('accepts only the full (xxx) xxx-xxxx pattern', () => {
    expect(isCompletePhone('(888) 868-4111')).toBe(true);
  });

  it('refuses empty and partial values', () => {
    for (const value of ['', '(8', '(888) 8', '(888) 868-4', '(888) 868-411']) {
      expect(isCompletePhone(value), value).toBe(false);
    }
  });

  it('refuses other spellings of a complete number', () => {
    for (const value of [
      '8888684111',
      '888-868-4111',
      '888.868.4111',
      '+1 (888) 868-4111',
      '(888) 868-41111',
      '(888)868-4111',
      ' (888) 868-4111',
    ]) {
      expect(isCompletePhone(value), value).toBe(false);
    }
  });
});

describe('isValidGenericPhone (decision 0002: optional leading +, then 7 to 15 digits, spaces or hyphens)', () => {
  it('accepts an international number with spaces and hyphens', () => {
    expect(isValidGenericPhone('+1 888-868-4111')).toBe(true);
    expect(isValidGenericPhone('888-868-4111')).toBe(true);
    expect(isValidGenericPhone('888 868 4111')).toBe(true);
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
    expect(isValidGenericPhone('1 888-868-4111 1')).toBe(false);
  });

  it('refuses letters and other characters', () => {
    expect(isValidGenericPhone('888-868-411a')).toBe(false);
    expect(isValidGenericPhone('888-CALL-NOW')).toBe(false);
    expect(isValidGenericPhone('(888) 868-4111')).toBe(false);
    expect(isValidGenericPhone('888.868.4111')).toBe(false);
  });

  it('allows the plus only at the start', () => {
    expect(isValidGenericPhone('1+8888684111')).toBe(false);
    expect(isValidGenericPhone('8888684111+')).toBe(false);
    expect(isValidGenericPhone('++18888684111')).toBe(false);
    expect(isValidGenericPhone(' +18888684111')).toBe(false);
  });

  it('refuses an empty value', () => {
    expect(isValidGenericPhone('')).toBe(false);
    expect(isValidGenericPhone('+')).toBe(false);
  });
});
