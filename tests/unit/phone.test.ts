import { describe, expect, it } from 'vitest';
import {
  formatPhoneInput,
  isCompletePhone,
  isValidGenericPhone,
} from '../../src/features/job-application/phone';

describe('formatPhoneInput (the phone input component, spec §5)', () => {
  it('returns an empty string for empty input', () => {
    expect(formatPhoneInput('')).toBe('');
  });

  it('ignores letters and other non-digits', () => {
    expect(formatPhoneInput('a')).toBe('');
    expect(formatPhoneInput('abc8')).toBe('(8');
    expect(formatPhoneInput('8x8y8z8')).toBe('(888) 8');
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

  it('ignores the 11th digit', () => {
    expect(formatPhoneInput('(888) 868-41112')).toBe('(888) 868-4111');
    expect(formatPhoneInput('88886841112')).toBe('(888) 868-4111');
  });

  it('keeps a pasted formatted number as it is', () => {
    expect(formatPhoneInput('(888) 868-4111')).toBe('(888) 868-4111');
  });

  it('formats a pasted dotted number', () => {
    expect(formatPhoneInput('888.868.4111')).toBe('(888) 868-4111');
  });

  it('keeps the 10 national digits of a pasted number with the +1 country code', () => {
    expect(formatPhoneInput('+1 888 868 4111')).toBe('(888) 868-4111');
    expect(formatPhoneInput('+1 (888) 868-4111')).toBe('(888) 868-4111');
    expect(formatPhoneInput('1-888-868-4111')).toBe('(888) 868-4111');
  });

  it('keeps the 10 national digits of an autofilled E.164 number', () => {
    expect(formatPhoneInput('+18888684111')).toBe('(888) 868-4111');
    expect(formatPhoneInput('18888684111')).toBe('(888) 868-4111');
  });

  it('removes the last digit when the applicant deletes from the formatted value', () => {
    expect(formatPhoneInput('(888) 868-411')).toBe('(888) 868-411');
    expect(formatPhoneInput('(888) 868-')).toBe('(888) 868');
    expect(formatPhoneInput('(888) 86')).toBe('(888) 86');
    expect(formatPhoneInput('(888) ')).toBe('(888');
    expect(formatPhoneInput('(88')).toBe('(88');
    expect(formatPhoneInput('(')).toBe('');
  });

  it('removes a digit deleted from the middle of the formatted value', () => {
    expect(formatPhoneInput('(888) 68-4111')).toBe('(888) 684-111');
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

describe('isValidGenericPhone (spec §5: optional leading +, then 7 to 15 digits, spaces or hyphens)', () => {
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
