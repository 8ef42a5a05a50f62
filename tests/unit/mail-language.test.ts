// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { locale } from '../../src/i18n/locales';
import { buildMailDocument, type MailDocument } from '../../src/features/job-application/mail/mail';
import {
  emptyApplication,
  type ApplicationValues,
} from '../../src/features/job-application/rules/schema';
import { createSubmitApplication } from '../../src/features/job-application/sending/submit';
import { qualifiedAnswers, SAMPLE_PHOTO_URL } from '../../scripts/mail-preview/samples';

const ONBOARDING = 'onboarding@example.com';
const mail = (language?: 'en' | 'es') =>
  buildMailDocument({
    answers: qualifiedAnswers(),
    toolImageUrl: SAMPLE_PHOTO_URL,
    onboardingEmail: ONBOARDING,
    ...(language ? { language } : {}),
  }).message;

describe('the language the applicant applied in, in the onboarding mail', () => {
  it('is the English build here', () => {
    expect(locale).toBe('en');
  });

  it('says nothing about it for an application made in English', () => {
    for (const message of [mail(), mail('en')]) {
      expect(message.text).not.toMatch(/Applied in/);
      expect(message.html).not.toMatch(/Applied in/);
      expect(message.text.split('\n').slice(0, 2)).toEqual([
        'New job application from Ana Diaz',
        '',
      ]);
    }
    expect(mail('en')).toEqual(mail());
  });

  it('says “Applied in: Spanish” under the heading, in the text and the html alike', () => {
    const message = mail('es');
    expect(message.text.split('\n').slice(0, 3)).toEqual([
      'New job application from Ana Diaz',
      'Applied in: Spanish',
      '',
    ]);
    expect(message.html).toMatch(
      /New job application from Ana Diaz<\/h1><p style="[^"]*">Applied in: Spanish<\/p><p class="m-muted"[^>]*>Applying for: Phoenix, AZ/,
    );
    // Nothing else changes: the line is the one difference.
    expect(message.text.replace('Applied in: Spanish\n', '')).toBe(mail().text);
    expect(message.subject).toBe(mail().subject);
  });

  it('is handed from the submission to the mail', async () => {
    const written: MailDocument[] = [];
    const submit = createSubmitApplication({
      onboardingEmail: ONBOARDING,
      prepareImage: async (file) => file,
      uploadPhoto: async () => SAMPLE_PHOTO_URL,
      writeApplication: vi.fn(async (_id: string, document: MailDocument) => {
        written.push(document);
      }),
      readReceipt: async () => null,
    });
    const values: ApplicationValues = { ...emptyApplication, ...qualifiedAnswers() };
    await submit({ values, submission: { id: 'AbCdEfGhIjKlMnOpQrSt' } });
    await submit({ values, submission: { id: 'ZyXwVuTsRqPoNmLkJiHg' }, language: 'es' });
    expect(written[0]?.message.text).not.toMatch(/Applied in/);
    expect(written[1]?.message.text).toMatch(
      /^New job application from Ana Diaz\nApplied in: Spanish\n/,
    );
  });
});
