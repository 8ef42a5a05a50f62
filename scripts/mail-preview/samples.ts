/**
 * Sample applications for `npm run mail:preview` (scripts/mail-preview.ts) and the mail's unit
 * tests: one that meets everything, one per kind of shortfall, no photo, hostile text, and every
 * answer at the longest length the form and the security rules allow.
 */
// The rules module itself, not the feature's entry: the functions' tests use these samples too, and
// the entry brings the whole wizard with it.
import {
  emptyApplication,
  LIMITS,
  toAnswers,
  TOOL_OPTIONS,
  type ApplicationAnswers,
  type YesNoField,
} from '../../src/features/job-application/rules/schema';
import { NO_MEANS } from '../../src/features/job-application/mail/triage';

export const SAMPLE_PHOTO_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo-roadside.appspot.com/o/job-applications%2F1732200000000-ab12cd34ef.jpg?alt=media&token=0f1e2d3c';

/**
 * "Yes" to every yes/no question: the triage's table names each of them (a question added there is
 * answered here, and in every test that starts from these answers).
 */
const everyYesNo = <Answer extends 'yes' | 'no'>(answer: Answer) =>
  Object.fromEntries(Object.keys(NO_MEANS).map((field) => [field, answer])) as Record<
    YesNoField,
    Answer
  >;

/**
 * An applicant whose every answer meets the role's stated requirements: the one complete set of
 * answers the mail preview, the unit, functions and browser tests start from, each changing only what
 * it is about.
 */
export const qualifiedAnswers = (overrides: Partial<ApplicationAnswers> = {}): ApplicationAnswers =>
  inFormOrder({
    ...everyYesNo('yes'),
    fullName: 'Ana Diaz',
    phone: '(602) 555-0147',
    email: 'ana.diaz@example.org',
    location: 'Phoenix, AZ',
    explainNotLocal: '',
    yearsExperience: '6',
    tools: [...TOOL_OPTIONS],
    missingToolsPlan: 'I have every tool already.',
    understandNoWorkUntilTools: 'No calls until my kit is complete.',
    understandWeDontSupplyTools: 'I buy and maintain my own tools.',
    lockoutBrand: 'Access Tools',
    defineOnCall: 'My phone is on and I can leave within minutes when a job comes in.',
    ...overrides,
  });

/** The answers in the form's order, as the wizard stores them (the mail's answer dump follows it). */
function inFormOrder(answers: ApplicationAnswers): ApplicationAnswers {
  const order = Object.keys(toAnswers(emptyApplication)) as (keyof ApplicationAnswers)[];
  return Object.fromEntries(order.map((field) => [field, answers[field]])) as ApplicationAnswers;
}

export interface MailSample {
  /** File name stem of the preview. */
  name: string;
  /** What the sample shows. */
  description: string;
  answers: ApplicationAnswers;
  toolImageUrl: string | null;
  updates?: string;
  hiddenFieldFilled?: boolean;
}

const longText = (max: number, unit: string) =>
  unit.repeat(Math.ceil(max / unit.length)).slice(0, max);

/** Every text answer at its limit; each answer that can fall short does. */
export const longestAnswers = (unit: string): ApplicationAnswers =>
  qualifiedAnswers({
    fullName: longText(LIMITS.name, unit),
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.example.org`,
    location: longText(LIMITS.location, unit),
    ...everyYesNo('no'),
    explainNotLocal: longText(LIMITS.long, unit),
    yearsExperience: longText(LIMITS.short, unit),
    tools: [TOOL_OPTIONS[0]],
    missingToolsPlan: longText(LIMITS.long, unit),
    understandNoWorkUntilTools: longText(LIMITS.long, unit),
    understandWeDontSupplyTools: longText(LIMITS.long, unit),
    lockoutBrand: longText(LIMITS.short, unit),
    defineOnCall: longText(LIMITS.long, unit),
  });

export const MAIL_SAMPLES: MailSample[] = [
  {
    name: 'meets-everything',
    description: 'Every stated requirement met, photo sent',
    answers: qualifiedAnswers(),
    toolImageUrl: SAMPLE_PHOTO_URL,
  },
  {
    name: 'far-away-new-few-tools',
    description: `Lives 70 miles away, never did roadside work, owns 2 of ${TOOL_OPTIONS.length} tools, cannot cover the hours or weekends`,
    answers: qualifiedAnswers({
      fullName: 'Sam Lee',
      phone: '(520) 555-0199',
      email: 'sam.lee@example.net',
      location: 'Tucson, AZ',
      liveInArea: 'no',
      explainNotLocal: 'I live 70 miles away in Casa Grande and would drive in for a full day.',
      workedBefore: 'no',
      yearsExperience: '',
      tools: ['Lockout tools', 'Funnel'],
      missingToolsPlan: 'I will buy a jump box and a jack after my first paycheck.',
      open16x7: 'no',
      weekendsAvailable: 'no',
    }),
    toolImageUrl: SAMPLE_PHOTO_URL,
  },
  {
    name: 'does-not-understand-1099',
    description: 'Does not understand the 1099 terms',
    answers: qualifiedAnswers({ fullName: 'Chris Park', understand1099: 'no' }),
    toolImageUrl: SAMPLE_PHOTO_URL,
  },
  {
    name: 'not-local-no-explanation',
    description: 'Does not live in the area and gave no explanation',
    answers: qualifiedAnswers({ fullName: 'Jo Smith', liveInArea: 'no', explainNotLocal: '' }),
    toolImageUrl: SAMPLE_PHOTO_URL,
  },
  {
    name: 'no-experience',
    description: 'No roadside or towing work before',
    answers: qualifiedAnswers({ fullName: 'Lee Wong', workedBefore: 'no', yearsExperience: '' }),
    toolImageUrl: SAMPLE_PHOTO_URL,
  },
  {
    name: 'missing-tools',
    description: `Owns 5 of the ${TOOL_OPTIONS.length} tools, with a plan`,
    answers: qualifiedAnswers({
      fullName: 'Pat Kim',
      tools: TOOL_OPTIONS.filter((tool) => tool !== 'Funnel' && !tool.startsWith('2 ton')),
      missingToolsPlan: 'Ordering a floor jack and a funnel this week.',
    }),
    toolImageUrl: SAMPLE_PHOTO_URL,
  },
  {
    name: 'on-call-no',
    description: 'A "No" to every on-call question',
    answers: qualifiedAnswers({
      fullName: 'Max Ruiz',
      understandOnCall: 'no',
      onCallNoShifts: 'no',
      onCallNotGuaranteed: 'no',
      moreCallsMoreMoney: 'no',
      onCallNot16HoursWork: 'no',
    }),
    toolImageUrl: SAMPLE_PHOTO_URL,
  },
  {
    name: 'no-photo',
    description: 'Meets everything but sent no photo',
    answers: qualifiedAnswers({ fullName: 'Dee Brown' }),
    toolImageUrl: null,
  },
  {
    name: 'hostile-text',
    description:
      'Markup, script and web addresses in the text answers (shown defanged), marked by the anti-spam field',
    answers: qualifiedAnswers({
      fullName: 'Ana <b>Diaz</b> & "Co" <script>alert(1)</script> https://evil.example/7',
      location: '<img src=x onerror=alert(1)> www.evil.example',
      liveInArea: 'no',
      explainNotLocal: '"><script>alert(document.cookie)</script>',
      yearsExperience: '</pre><h1>3</h1>',
      missingToolsPlan: '<a href="javascript:alert(1)">click</a>',
      understandNoWorkUntilTools: '<style>body{display:none}</style>',
      understandWeDontSupplyTools: "' onmouseover='alert(1)",
      lockoutBrand: '&amp; &lt;',
      defineOnCall: '<iframe src="https://evil.example"></iframe>',
    }),
    toolImageUrl: 'javascript:alert(1)',
    hiddenFieldFilled: true,
  },
  {
    name: 'updated-application',
    description: 'An update of an application sent earlier',
    answers: qualifiedAnswers({ fullName: 'Ana Diaz', location: 'Tempe, AZ' }),
    toolImageUrl: SAMPLE_PHOTO_URL,
    updates: 'AbCdEfGhIjKlMnOpQrSt',
  },
  {
    name: 'longest-answers',
    description: 'Every text answer at its longest allowed length, every shortfall',
    answers: longestAnswers('Lorem ipsum dolor sit amet, consectetur adipiscing elit. '),
    toolImageUrl: SAMPLE_PHOTO_URL,
  },
];
