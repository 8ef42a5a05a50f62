// @vitest-environment node
import { company } from '../../src/content/company';
import { describe, expect, it, vi } from 'vitest';
import { locale } from '../../src/i18n/locales';
import { buildMailDocument } from '../../src/features/job-application/mail/mail';
import type { ApplicationRecord } from '../../src/features/job-application/rules/application-record';
import {
  emptyApplication,
  type ApplicationValues,
} from '../../src/features/job-application/rules/schema';
import { createSubmitApplication } from '../../src/features/job-application/sending/submit';
import { everyFile, qualifiedAnswers, SAMPLE_PHOTO_URL } from '../../scripts/mail-preview/samples';

const ONBOARDING = company.onboardingEmail;
const mail = (language?: 'en' | 'es') =>
  buildMailDocument({
    answers: qualifiedAnswers(),
    fileLinks: everyFile(SAMPLE_PHOTO_URL),
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

  it('is recorded by the submission, and the mail the function builds from the record says it', async () => {
    const written: ApplicationRecord[] = [];
    const submit = createSubmitApplication({
      prepareImage: async (file) => file,
      uploadPhoto: async () => 'job-applications/1732200000000-ab12cd34ef.jpg',
      writeApplication: vi.fn(async (_id: string, application: ApplicationRecord) => {
        written.push(application);
      }),
      readReceipt: async () => null,
    });
    const values: ApplicationValues = {
      ...emptyApplication,
      ...qualifiedAnswers(),
      toolImage: new File(['jpeg'], 'tools.jpg', { type: 'image/jpeg' }),
    };
    await submit({ values, submission: { id: 'AbCdEfGhIjKlMnOpQrSt' } });
    await submit({ values, submission: { id: 'ZyXwVuTsRqPoNmLkJiHg' }, language: 'es' });
    expect(written.map((application) => application.language)).toEqual(['en', 'es']);
    // What functions/src/applications.ts does with each record.
    const [english, spanish] = written.map(
      (application) =>
        buildMailDocument({
          answers: application.answers,
          fileLinks: everyFile(SAMPLE_PHOTO_URL),
          onboardingEmail: ONBOARDING,
          language: application.language,
        }).message,
    );
    expect(english?.text).not.toMatch(/Applied in/);
    expect(spanish?.text).toMatch(/^New job application from Ana Diaz\nApplied in: Spanish\n/);
  });
});
