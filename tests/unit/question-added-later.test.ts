// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type * as Form from '../../src/features/job-application/rules/form';
import {
  parseApplicationRecord,
  toStoredRecord,
} from '../../src/features/job-application/rules/application-record';
import { buildMailDocument, NOT_ASKED } from '../../src/features/job-application/mail/mail';
import { QUESTION_WORDS } from '../../src/features/job-application/rules/questions';
import { everyFile, qualifiedAnswers } from '../../scripts/mail-preview/samples';

/**
 * A question added to a live form (docs/decisions/0073): a page loaded before the deploy that adds it,
 * or an application queued offline before it, sends no answer for it. Here the lockout brand stands
 * for such a question: declared `askedSince`, as a new question is.
 */
vi.mock('../../src/features/job-application/rules/form', async (importOriginal) => {
  const original = await importOriginal<typeof Form>();
  return {
    ...original,
    APPLICATION_QUESTIONS: {
      ...original.APPLICATION_QUESTIONS,
      lockoutBrand: { ...original.APPLICATION_QUESTIONS.lockoutBrand, askedSince: '2026-12-01' },
    },
  };
});

/** The record a page from before the question sends: every answer but the new one. */
function recordFromAnEarlierPage() {
  const { lockoutBrand: _new, ...answers } = qualifiedAnswers();
  return {
    answers,
    files: { toolImage: 'job-applications/1772464000000-ab12cd34ef.jpg' },
    language: 'en',
    hiddenFieldFilled: false,
    updates: null,
  };
}

describe('an application from a page loaded before a question was added', () => {
  it('is taken by the callable’s check, the question named as not asked', () => {
    const parsed = parseApplicationRecord(recordFromAnEarlierPage());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.notAsked).toEqual(['lockoutBrand']);
    expect(parsed.record.answers.lockoutBrand).toBe('');
  });

  it('is stored without an answer for it, so that it still reads as not asked', () => {
    const parsed = parseApplicationRecord(recordFromAnEarlierPage());
    if (!parsed.ok) throw new Error('refused');
    const stored = toStoredRecord(parsed);
    expect(stored.answers).not.toHaveProperty('lockoutBrand');
    expect(parseApplicationRecord(stored)).toMatchObject({ ok: true, notAsked: ['lockoutBrand'] });
  });

  it('is mailed with the question shown as not asked, and a note saying why', () => {
    const parsed = parseApplicationRecord(recordFromAnEarlierPage());
    if (!parsed.ok) throw new Error('refused');
    const { text, html } = buildMailDocument({
      answers: parsed.record.answers,
      fileLinks: everyFile(),
      notAsked: parsed.notAsked,
      onboardingEmail: 'onboarding@example.com',
    }).message;
    const question = QUESTION_WORDS.lockoutBrand.label;
    expect(text).toContain(`${question}\n  ${NOT_ASKED}`);
    expect(text).toContain(`so the applicant was not asked: “${question}”`);
    expect(html).toContain(NOT_ASKED);
  });

  it('is still refused when it lacks the answer to a question asked from the start', () => {
    const record = recordFromAnEarlierPage();
    const { fullName: _name, ...answers } = record.answers;
    expect(parseApplicationRecord({ ...record, answers })).toEqual({
      ok: false,
      problems: ['answers.fullName'],
    });
  });
});

describe('an application from a page loaded before the files had names', () => {
  it('is read with its one photo, `photoPath`, as the tool photo’s', () => {
    const { files, ...rest } = recordFromAnEarlierPage();
    const parsed = parseApplicationRecord({
      ...rest,
      answers: qualifiedAnswers(),
      photoPath: files.toolImage,
    });
    expect(parsed).toMatchObject({ ok: true, record: { files } });
  });

  it('is refused when that photo’s path is not one the site makes', () => {
    const { files: _files, ...rest } = recordFromAnEarlierPage();
    expect(
      parseApplicationRecord({ ...rest, answers: qualifiedAnswers(), photoPath: '../x.jpg' }),
    ).toEqual({ ok: false, problems: ['photoPath'] });
  });
});
