/**
 * Sample applications for `npm run mail:preview` (scripts/mail-preview.ts) and the mail's unit
 * tests: one that meets everything, one per kind of shortfall, no photo, hostile text, and every
 * answer at the longest length the form and the security rules allow.
 */
// The rules module itself, not the feature's entry: the functions' tests use these samples too, and
// the entry brings the whole wizard with it.
import type { Question } from '../../src/lib/form/question';
import {
  ANSWER_IDS,
  FILE_FIELDS,
  questionOf,
  TOOL_OPTIONS,
  type ApplicationAnswers,
  type ApplicationQuestion,
  type QuestionId,
} from '../../src/features/job-application/rules/schema';
import type { FileLinks } from '../../src/features/job-application/mail/mail';

export const SAMPLE_PHOTO_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo-roadside.appspot.com/o/job-applications%2F1732200000000-ab12cd34ef.jpg?alt=media&token=0f1e2d3c';

/** A link for every file question (each the sample photo's), or `link` for each. */
export const everyFile = (link: string = SAMPLE_PHOTO_URL): FileLinks =>
  Object.fromEntries(FILE_FIELDS.map((field) => [field, link]));

const longText = (max: number, unit: string) =>
  unit.repeat(Math.ceil(max / unit.length)).slice(0, max);

/**
 * A good answer to any declared question, by its kind: one that meets what its question asks of the
 * role ("Yes"; every option of a checklist; an option that does not fall short; a number that is not
 * below the mark), or, with `fallShort`, one that falls short of it where an answer can. The sample
 * applications start from these, so a question added to the form is answered here as it is.
 */
export function sampleAnswer(
  question: ApplicationQuestion,
  { fallShort = false }: { fallShort?: boolean } = {},
): unknown {
  const { shortfall } = question;
  switch (question.kind) {
    case 'yesNo':
      return fallShort && shortfall ? 'no' : 'yes';
    case 'choice': {
      const short = (shortfall?.when ?? []) as readonly string[];
      const options = question.options.filter((option) => short.includes(option) === fallShort);
      return options[0] ?? question.options[0];
    }
    case 'choices':
      return fallShort && shortfall ? question.options.slice(0, 1) : [...question.options];
    case 'number': {
      const mark = shortfall?.when === 'below' ? shortfall.than : question.min;
      return String(
        fallShort && shortfall ? Math.max(question.min, mark - 1) : Math.max(question.min, mark),
      );
    }
    case 'shortText':
      if (question.format === 'email') return 'applicant@example.org';
      if (question.format === 'phone') return '(602) 555-0147';
      return 'A sample answer';
    case 'longText':
      return 'A sample answer, as an applicant would write it.';
    case 'file':
      return null;
  }
}

/** The longest answer a text question takes, written with `unit` (other kinds: `sampleAnswer`). */
function longestAnswer(question: Question & ApplicationQuestion, unit: string): unknown {
  if (question.kind === 'shortText' && question.format === 'email') {
    return `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.example.org`;
  }
  if (question.kind === 'shortText' && question.format === 'phone') return sampleAnswer(question);
  if (question.kind === 'shortText' || question.kind === 'longText') {
    return longText(question.maxLength, unit);
  }
  if (question.kind === 'number') return String(question.max);
  return sampleAnswer(question, { fallShort: true });
}

/** Every answer but the files, in the form's order, each made by `answer`. */
const answersBy = (answer: (id: (typeof ANSWER_IDS)[number]) => unknown) =>
  Object.fromEntries(ANSWER_IDS.map((id) => [id, answer(id)])) as ApplicationAnswers;

/** The answers in the form's order, as the wizard stores them (the mail's answer dump follows it). */
function inFormOrder(answers: ApplicationAnswers): ApplicationAnswers {
  return answersBy((id) => answers[id]);
}

/**
 * An applicant whose every answer meets the role's stated requirements: the one complete set of
 * answers the mail preview, the unit, functions and browser tests start from, each changing only what
 * it is about. Made from the questions' declarations (`sampleAnswer`), with a realistic applicant's
 * answers to the questions asked at launch.
 */
export const qualifiedAnswers = (overrides: Partial<ApplicationAnswers> = {}): ApplicationAnswers =>
  inFormOrder({
    ...answersBy((id) => sampleAnswer(questionOf(id))),
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

/** Every question's answer that falls short of the role, where one can ("No", a missing tool …). */
export const shortfallAnswers = (): Partial<ApplicationAnswers> =>
  answersBy((id) => sampleAnswer(questionOf(id), { fallShort: true }));

export interface MailSample {
  /** File name stem of the preview. */
  name: string;
  /** What the sample shows. */
  description: string;
  answers: ApplicationAnswers;
  /** The link of each file (none: no photo sent). */
  fileLinks: FileLinks;
  updates?: string;
  hiddenFieldFilled?: boolean;
  /** Questions added after the applicant's page was loaded. */
  notAsked?: QuestionId[];
}

/** Every text answer at its limit; each answer that can fall short does. */
export const longestAnswers = (unit: string): ApplicationAnswers =>
  answersBy((id) => longestAnswer(questionOf(id), unit));

export const MAIL_SAMPLES: MailSample[] = [
  {
    name: 'meets-everything',
    description: 'Every stated requirement met, photo sent',
    answers: qualifiedAnswers(),
    fileLinks: everyFile(),
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
    fileLinks: everyFile(),
  },
  {
    name: 'does-not-understand-1099',
    description: 'Does not understand the 1099 terms',
    answers: qualifiedAnswers({ fullName: 'Chris Park', understand1099: 'no' }),
    fileLinks: everyFile(),
  },
  {
    name: 'not-local-no-explanation',
    description: 'Does not live in the area and gave no explanation',
    answers: qualifiedAnswers({ fullName: 'Jo Smith', liveInArea: 'no', explainNotLocal: '' }),
    fileLinks: everyFile(),
  },
  {
    name: 'no-experience',
    description: 'No roadside or towing work before',
    answers: qualifiedAnswers({ fullName: 'Lee Wong', workedBefore: 'no', yearsExperience: '' }),
    fileLinks: everyFile(),
  },
  {
    name: 'missing-tools',
    description: `Owns 5 of the ${TOOL_OPTIONS.length} tools, with a plan`,
    answers: qualifiedAnswers({
      fullName: 'Pat Kim',
      tools: TOOL_OPTIONS.filter((tool) => tool !== 'Funnel' && !tool.startsWith('2 ton')),
      missingToolsPlan: 'Ordering a floor jack and a funnel this week.',
    }),
    fileLinks: everyFile(),
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
    fileLinks: everyFile(),
  },
  {
    name: 'no-photo',
    description: 'Meets everything but sent no photo',
    answers: qualifiedAnswers({ fullName: 'Dee Brown' }),
    fileLinks: {},
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
    fileLinks: everyFile('javascript:alert(1)'),
    hiddenFieldFilled: true,
  },
  {
    name: 'updated-application',
    description: 'An update of an application sent earlier',
    answers: qualifiedAnswers({ fullName: 'Ana Diaz', location: 'Tempe, AZ' }),
    fileLinks: everyFile(),
    updates: 'AbCdEfGhIjKlMnOpQrSt',
  },
  {
    name: 'longest-answers',
    description: 'Every text answer at its longest allowed length, every shortfall',
    answers: longestAnswers('Lorem ipsum dolor sit amet, consectetur adipiscing elit. '),
    fileLinks: everyFile(),
  },
];
