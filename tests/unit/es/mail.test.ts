// @vitest-environment node
import { company } from '../../../src/content/company';
import { describe, expect, it } from 'vitest';
import { locale } from '../../../src/i18n/locales';
import { MAIL_STEP_TITLES } from '../../../src/features/job-application/mail/questions';
import {
  buildMailDocument,
  type MailDocument,
} from '../../../src/features/job-application/mail/mail';
import {
  QUESTION_WORDS,
  STEP_TITLES,
  TOOL_LABELS,
} from '../../../src/features/job-application/rules/questions';

/** The questions as this build asks them (the `es` project's catalogue is the Spanish one). */
const QUESTIONS = Object.fromEntries(
  Object.entries(QUESTION_WORDS).map(([id, words]) => [id, words.label]),
) as Record<keyof typeof QUESTION_WORDS, string>;
import type { ApplicationRecord } from '../../../src/features/job-application/rules/application-record';
import {
  emptyApplication,
  QUESTION_STEPS,
  TOOL_OPTIONS,
  type ApplicationValues,
} from '../../../src/features/job-application/rules/schema';
import { createSubmitApplication } from '../../../src/features/job-application/sending/submit';
import { APPLICANT_PHONE } from '../../fixtures/applicant-phones';
import { qualifiedAnswers } from '../../../scripts/mail-preview/samples';

/**
 * The onboarding mail of an application made on the Spanish site: this build writes the application
 * (its answers as typed, `language: 'es'`), and the product's function builds the mail from it with
 * the mail builder (functions/src/applications.ts), here under the Spanish build's module overlay
 * too. It is English (mail/ is English in every build), says the applicant applied in Spanish, and
 * carries the applicant's own words as written. The English build's mail has no such line
 * (tests/unit/mail-language.test.ts).
 */
const PLAN =
  'Compraré el gato hidráulico esta quincena; mi cuñado me presta el embudo. ¿Está bien?';
const ON_CALL = 'Tener el teléfono encendido y salir en cuanto llegue una llamada — día o noche.';

/** The complete answers, in the applicant's Spanish words where the applicant writes. */
const values: ApplicationValues = {
  ...emptyApplication,
  ...qualifiedAnswers({
    fullName: 'Ana Díaz Peña',
    phone: APPLICANT_PHONE.display,
    email: 'ana@ejemplo.com',
    location: 'San José, CA',
    liveInArea: 'no',
    explainNotLocal: 'Vivo a 40 minutos, en Santa Clara.',
    yearsExperience: '3 años',
    tools: ['Lockout tools', 'Funnel'],
    missingToolsPlan: PLAN,
    understandNoWorkUntilTools: 'Que no recibiré llamadas hasta tenerlas todas.',
    understandWeDontSupplyTools: 'Las herramientas corren por mi cuenta.',
    lockoutBrand: 'Slim Jim',
    defineOnCall: ON_CALL,
    weekendsAvailable: 'no',
  }),
  toolImage: new File(['jpeg'], 'herramientas.jpg', { type: 'image/jpeg' }),
};

async function sendInSpanish(): Promise<MailDocument> {
  const written: ApplicationRecord[] = [];
  const submit = createSubmitApplication({
    prepareImage: async (file) => file,
    uploadPhoto: async () => 'job-applications/1732200000000-ab12cd34ef.jpg',
    writeApplication: async (_id, application) => {
      written.push(application);
    },
    readReceipt: async () => null,
  });
  await submit({ values, submission: { id: 'AbCdEfGhIjKlMnOpQrSt' }, language: locale });
  expect(written).toHaveLength(1);
  const [application] = written;
  expect(application?.language).toBe('es');
  return buildMailDocument({
    answers: application!.answers,
    fileLinks: { toolImage: 'https://files.example/job-applications/1-a.jpg' },
    onboardingEmail: company.onboardingEmail,
    language: application!.language,
  });
}

describe('the onboarding mail of an application made in Spanish', () => {
  it('is built by the Spanish build', () => {
    expect(locale).toBe('es');
  });

  it('says “Applied in: Spanish” at the top of the text and the html', async () => {
    const { message } = await sendInSpanish();
    expect(message.text.split('\n').slice(0, 3)).toEqual([
      'New job application from Ana Díaz Peña',
      'Applied in: Spanish',
      '',
    ]);
    expect(message.html).toMatch(
      /New job application from Ana Díaz Peña<\/h1><p style="[^"]*">Applied in: Spanish<\/p>/,
    );
    expect(message.subject).toBe('New Job Application — Ana Díaz Peña');
  });

  it('is English: its headings, the questions as the English site asks them, the answers’ labels', async () => {
    const { message } = await sendInSpanish();
    for (const part of [message.text, message.html]) {
      for (const english of [
        'Needs a look: 3 answers fall short of the role',
        'Does not live in or near the area',
        'Cannot take calls on weekends',
        'Full name',
        'Location you are applying for',
        'Do you understand that this is a 1099 independent contractor position, not employment?',
        'We are open 16 hours a day, 7 days a week. Can you take calls during those hours?',
        'Which of the required tools do you own?',
        'Lockout tools',
        '2 ton floor jack (not a bottle jack or trolly jack)',
        'Plan for missing tools',
      ]) {
        expect(part).toContain(english);
      }
    }
    expect(message.text).toContain('REACH THEM');
    expect(message.text).toContain(`TOOLS (2 of ${TOOL_OPTIONS.length} required tools owned)`);
    expect(message.text).toContain('EVERY ANSWER');
    // The steps as the mail names them: English in every build (mail/questions.ts).
    for (const title of QUESTION_STEPS.map((step) => MAIL_STEP_TITLES[step])) {
      expect(message.text).toContain(`— ${title} —`);
    }
    expect(message.text).toMatch(
      /Do you live in or near the area you are applying for\?\n {2}No\n/,
    );
    expect(message.text).toMatch(/Are you available to take calls on weekends\?\n {2}No\n/);
    expect(message.text).toMatch(/Do you understand how on-call work with us works\?\n {2}Yes\n/);
  });

  it('has none of the Spanish site’s wording', async () => {
    const { message } = await sendInSpanish();
    const spanish = [
      ...Object.values(QUESTIONS),
      ...Object.values(STEP_TITLES),
      ...Object.values(TOOL_LABELS),
      'Sí',
    ];
    // This build's catalogue is the Spanish one: the check would prove nothing otherwise.
    expect(QUESTIONS.fullName).toBe('Nombre completo');
    for (const words of spanish) {
      expect(message.text).not.toContain(words);
      expect(message.html).not.toContain(words);
    }
  });

  it('carries every written answer exactly as the applicant wrote it, accents and all', async () => {
    const { message } = await sendInSpanish();
    for (const written of [
      PLAN,
      ON_CALL,
      'Vivo a 40 minutos, en Santa Clara.',
      '3 años',
      'Que no recibiré llamadas hasta tenerlas todas.',
      'San José, CA',
    ]) {
      expect(message.text).toContain(written);
      expect(message.html).toContain(written);
    }
    const json = JSON.parse(message.text.slice(message.text.indexOf('All answers:\n') + 13));
    expect(json).toMatchObject({
      missingToolsPlan: PLAN,
      defineOnCall: ON_CALL,
      understand1099: 'yes',
      liveInArea: 'no',
      tools: ['Lockout tools', 'Funnel'],
    });
  });
});
