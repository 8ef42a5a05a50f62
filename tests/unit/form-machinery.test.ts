// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerProblem } from '../../src/lib/form/check-answer';
import {
  asOneLine,
  parseRecordAnswers,
  parseRecordFiles,
  toRecordAnswers,
} from '../../src/lib/form/parse-answers';
import { emptyAnswers, type Questions } from '../../src/lib/form/question';
import { problemMessage } from '../../src/lib/form/problem-message';
import { answerInWords, megabytes, typeNames } from '../../src/lib/form/question-words';

/**
 * The forms' machinery (src/lib/form/), on a form of its own with one question of every kind: what
 * any declared question gets without code of its own.
 */
const FORM = {
  licensed: { kind: 'yesNo', required: true },
  nickname: { kind: 'shortText', required: false, maxLength: 10 },
  email: { kind: 'shortText', format: 'email', required: true, maxLength: 254 },
  story: { kind: 'longText', required: true, maxLength: 20 },
  truck: { kind: 'choice', required: true, options: ['flatbed', 'wheel-lift'] },
  areas: { kind: 'choices', required: false, options: ['north', 'south', 'east'] },
  years: { kind: 'number', required: true, min: 0, max: 60 },
  license: { kind: 'file', required: true, types: ['image/jpeg', 'image/heic'], maxBytes: 1024 },
  since: { kind: 'yesNo', required: true, askedSince: '2026-12-01' },
} as const satisfies Questions;

const GOOD = {
  licensed: 'no',
  nickname: '',
  email: 'ana@example.org',
  story: 'Ten years on call.',
  truck: 'wheel-lift',
  areas: ['north', 'east'],
  years: '12',
  since: 'yes',
};

const code = (id: keyof typeof FORM, value: unknown) => answerProblem(FORM[id], value)?.code;

describe('checking an answer by its question’s declaration', () => {
  it('takes a good answer of every kind', () => {
    for (const [id, value] of Object.entries(GOOD)) {
      expect(code(id as keyof typeof FORM, value), id).toBeUndefined();
    }
    expect(code('license', new File(['x'], 'id.jpg', { type: 'image/jpeg' }))).toBeUndefined();
  });

  it('asks for every required answer, whatever its kind, and not for an optional one', () => {
    const empty = emptyAnswers(FORM);
    expect(code('licensed', empty.licensed)).toBe('required');
    expect(code('story', '   ')).toBe('required');
    expect(code('truck', empty.truck)).toBe('required');
    expect(code('years', empty.years)).toBe('required');
    expect(code('license', empty.license)).toBe('required');
    expect(code('nickname', empty.nickname)).toBeUndefined();
    expect(code('areas', empty.areas)).toBeUndefined();
  });

  it('calls an empty answer of a known shape (an address) not one, rather than missing', () => {
    expect(code('email', '')).toBe('invalid');
    expect(code('email', 'ana@example')).toBe('invalid');
  });

  it('bounds a text by its length after trimming', () => {
    expect(code('story', `  ${'x'.repeat(20)}  `)).toBeUndefined();
    expect(answerProblem(FORM.story, 'x'.repeat(21))).toEqual({ code: 'tooLong', max: 20 });
  });

  it('takes only a listed option, each once', () => {
    expect(code('truck', 'tow-truck')).toBe('invalid');
    expect(code('areas', ['north', 'west'])).toBe('invalid');
    expect(code('areas', ['north', 'north'])).toBe('invalid');
    expect(code('licensed', 'sí')).toBe('invalid');
  });

  it('takes a whole number within its range only', () => {
    for (const value of ['-1', '61', '1.5', '12 years', '1e1']) {
      expect(answerProblem(FORM.years, value), value).toEqual({
        code: 'outOfRange',
        min: 0,
        max: 60,
      });
    }
    expect(code('years', ' 60 ')).toBeUndefined();
  });

  it('takes a file of a declared type only (an untyped HEIC photo by its name)', () => {
    const file = (name: string, type: string) => new File(['x'], name, { type });
    expect(code('license', file('id.png', 'image/png'))).toBe('fileType');
    expect(code('license', file('IMG_1.HEIC', ''))).toBeUndefined();
    expect(code('license', 'job-applications/1.jpg')).toBe('invalid');
  });
});

describe('the words of a problem', () => {
  const words = { label: 'Years', problems: { required: 'How many years?' } };

  it('are the question’s own where it has them, else the form’s for the kind', () => {
    expect(problemMessage(FORM.years, words, { code: 'required' })).toBe('How many years?');
    expect(problemMessage(FORM.truck, { label: 'Truck' }, { code: 'required' })).toBe(
      'Please choose one',
    );
    expect(problemMessage(FORM.years, words, { code: 'outOfRange', min: 0, max: 60 })).toBe(
      'Please enter a whole number from 0 to 60',
    );
  });

  it('leave a missing or refused file to the field’s error state, with no text', () => {
    expect(problemMessage(FORM.license, { label: 'ID' }, { code: 'required' })).toBe('');
    expect(problemMessage(FORM.license, { label: 'ID' }, { code: 'fileType' })).toBe('');
  });

  it('name the limits as the messages state them', () => {
    expect(typeNames(FORM.license)).toEqual(['JPEG', 'HEIC']);
    expect(megabytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('show an answer in words: yes/no, an option’s label, chosen options, nothing', () => {
    const say = { yes: 'Sí', no: 'No', none: '—' };
    const options = { label: 'Areas', options: { north: 'Norte', south: 'Sur', east: 'Este' } };
    expect(answerInWords(FORM.licensed, { label: 'L' }, 'yes', say)).toBe('Sí');
    expect(answerInWords(FORM.areas, options, ['north', 'east'], say)).toBe('Norte, Este');
    expect(answerInWords(FORM.areas, options, [], say)).toBe('—');
    expect(answerInWords(FORM.years, { label: 'Y' }, '', say)).toBe('—');
  });
});

describe('reading a record sent by anyone', () => {
  it('takes a good record, trimmed, files apart', () => {
    const parsed = parseRecordAnswers(FORM, { ...GOOD, story: '  Ten years on call.  ' });
    expect(parsed).toEqual({ ok: true, value: { answers: GOOD, notAsked: [] } });
  });

  it('names every key no question declares, every missing answer and every bad one, by path only', () => {
    const { licensed: _licensed, ...missing } = GOOD;
    const parsed = parseRecordAnswers(FORM, {
      ...missing,
      years: '400',
      website: 'https://spam.example',
      license: 'job-applications/1.jpg',
    });
    expect(parsed).toEqual({ ok: false, problems: ['website', 'license', 'licensed', 'years'] });
  });

  it('takes an optional answer left out as empty', () => {
    const { nickname: _nickname, ...without } = GOOD;
    expect(parseRecordAnswers(FORM, without)).toEqual({
      ok: true,
      value: { answers: GOOD, notAsked: [] },
    });
  });

  it('refuses a line break or control character in a one-line answer, and makes the browser’s one line', () => {
    expect(parseRecordAnswers(FORM, { ...GOOD, nickname: 'Big\nAl' })).toEqual({
      ok: false,
      problems: ['nickname'],
    });
    expect(asOneLine(' Big\tAl\u2028 ')).toBe('Big Al');
    expect(toRecordAnswers(FORM, { ...GOOD, nickname: 'Big\tAl ', license: null })).toEqual({
      ...GOOD,
      nickname: 'Big Al',
    });
  });

  it('takes a record without the answer to a question added since its page was loaded, as not asked', () => {
    const { since: _since, ...before } = GOOD;
    const parsed = parseRecordAnswers(FORM, before);
    expect(parsed).toEqual({
      ok: true,
      value: { answers: { ...before, since: '' }, notAsked: ['since'] },
    });
    // Given, it is checked like any other.
    expect(parseRecordAnswers(FORM, { ...GOOD, since: 'maybe' })).toEqual({
      ok: false,
      problems: ['since'],
    });
  });

  it('reads where each file was uploaded: a path of the given shape for each file question, nothing else', () => {
    const path = /^uploads\/[a-z0-9]+\.jpg$/;
    expect(parseRecordFiles(FORM, { license: 'uploads/abc.jpg' }, path)).toEqual({
      ok: true,
      value: { license: 'uploads/abc.jpg' },
    });
    expect(parseRecordFiles(FORM, {}, path)).toEqual({ ok: false, problems: ['license'] });
    expect(
      parseRecordFiles(FORM, { license: '../secret.jpg', licensed: 'uploads/a.jpg' }, path),
    ).toEqual({ ok: false, problems: ['licensed', 'license'] });
  });
});
