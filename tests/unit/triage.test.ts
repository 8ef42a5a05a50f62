// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUESTION_WORDS } from '../../src/features/job-application/rules/questions';
import {
  QUESTION_IDS,
  questionOf,
  TOOL_OPTIONS,
  type YesNoField,
} from '../../src/features/job-application/rules/schema';
import {
  NO_EXPLANATION,
  phoneE164,
  triageApplication,
} from '../../src/features/job-application/mail/triage';
import { everyFile, qualifiedAnswers } from '../../scripts/mail-preview/samples';

const SAMPLE_PHOTO_URL = everyFile();
/** The question as the applicant saw it, in English (the mail's language). */
const QUESTIONS = Object.fromEntries(QUESTION_IDS.map((id) => [id, QUESTION_WORDS[id].label]));
/** What a "No" to each yes/no question means to the team, as declared (rules/form.ts). */
const NO_MEANS = Object.fromEntries(
  QUESTION_IDS.flatMap((id) => {
    const question = questionOf(id);
    return question.kind === 'yesNo' ? [[id, question.shortfall.means]] : [];
  }),
) as Record<YesNoField, string>;

const titles = (...args: Parameters<typeof triageApplication>) =>
  triageApplication(...args).shortfalls.map((shortfall) => shortfall.title);

describe('triageApplication: which answers fall short of the role', () => {
  it('finds nothing to look at when every answer meets the stated requirements', () => {
    const triage = triageApplication(qualifiedAnswers(), SAMPLE_PHOTO_URL);
    expect(triage.meetsEverything).toBe(true);
    expect(triage.shortfalls).toEqual([]);
    expect(triage.checklists[0]?.checks.every((check) => check.checked)).toBe(true);
  });

  it('names a "No" to the 1099 question, quoting the question as asked and the answer', () => {
    const triage = triageApplication(qualifiedAnswers({ understand1099: 'no' }), SAMPLE_PHOTO_URL);
    expect(triage.meetsEverything).toBe(false);
    expect(triage.shortfalls).toEqual([
      {
        field: 'understand1099',
        title: 'Does not understand the 1099 independent contractor terms',
        question: QUESTIONS.understand1099,
        answer: 'No',
      },
    ]);
  });

  it('quotes how an applicant who does not live in the area would cover it', () => {
    const [shortfall] = triageApplication(
      qualifiedAnswers({ liveInArea: 'no', explainNotLocal: '  I would drive in daily  ' }),
      SAMPLE_PHOTO_URL,
    ).shortfalls;
    expect(shortfall?.title).toBe('Does not live in or near the area');
    expect(shortfall?.explanation).toEqual({
      label: 'How they would cover the area',
      text: 'I would drive in daily',
    });
  });

  it('says so when an applicant who does not live in the area gave no explanation', () => {
    const [shortfall] = triageApplication(
      qualifiedAnswers({ liveInArea: 'no', explainNotLocal: '' }),
      SAMPLE_PHOTO_URL,
    ).shortfalls;
    expect(shortfall?.explanation?.text).toBe(NO_EXPLANATION);
  });

  it('names no roadside or towing work before', () => {
    expect(titles(qualifiedAnswers({ workedBefore: 'no' }), SAMPLE_PHOTO_URL)).toEqual([
      'Has not done roadside or towing work before',
    ]);
  });

  it('lists each required tool not owned, with what was checked and the plan for the rest', () => {
    const triage = triageApplication(
      qualifiedAnswers({ tools: ['Lockout tools', 'Funnel'], missingToolsPlan: 'Buying soon' }),
      SAMPLE_PHOTO_URL,
    );
    const missingTools = TOOL_OPTIONS.filter(
      (tool) => tool !== 'Lockout tools' && tool !== 'Funnel',
    );
    expect(triage.shortfalls).toEqual([
      {
        field: 'tools',
        title: `Does not own ${TOOL_OPTIONS.length - 2} of the ${TOOL_OPTIONS.length} required tools`,
        question: QUESTIONS.tools,
        answer: 'Lockout tools, Funnel',
        items: missingTools,
        explanation: { label: 'Their plan for the missing tools', text: 'Buying soon' },
      },
    ]);
    const [tools] = triage.checklists;
    expect(tools?.field).toBe('tools');
    expect(tools?.checks).toHaveLength(TOOL_OPTIONS.length);
    expect(tools?.checks.filter((check) => check.checked).map((check) => check.option)).toEqual([
      'Lockout tools',
      'Funnel',
    ]);
  });

  it('names a missing photo', () => {
    expect(titles(qualifiedAnswers(), {})).toEqual(['Sent no photo of their tools']);
  });

  it.each(Object.entries(NO_MEANS))('names a "No" to %s', (field, title) => {
    const triage = triageApplication(qualifiedAnswers({ [field]: 'no' }), SAMPLE_PHOTO_URL);
    expect(triage.shortfalls.map((shortfall) => shortfall.title)).toEqual([title]);
    expect(triage.shortfalls[0]?.question).toBe(QUESTIONS[field]);
  });

  it('covers every on-call, hours and weekend question', () => {
    expect(Object.keys(NO_MEANS)).toEqual(
      expect.arrayContaining([
        'understandOnCall',
        'onCallNoShifts',
        'open16x7',
        'weekendsAvailable',
        'onCallNotGuaranteed',
        'moreCallsMoreMoney',
        'onCallNot16HoursWork',
      ]),
    );
  });

  it('lists the shortfalls in the order the wizard asks the questions', () => {
    const answers = qualifiedAnswers({
      weekendsAvailable: 'no',
      workedBefore: 'no',
      understand1099: 'no',
      tools: ['Funnel'],
      open16x7: 'no',
    });
    expect(titles(answers, {})).toEqual([
      'Does not understand the 1099 independent contractor terms',
      'Has not done roadside or towing work before',
      `Does not own ${TOOL_OPTIONS.length - 1} of the ${TOOL_OPTIONS.length} required tools`,
      'Sent no photo of their tools',
      'Cannot take calls during our hours (16 hours a day, 7 days a week)',
      'Cannot take calls on weekends',
    ]);
  });
});

describe('phoneE164: the number for tel: and sms: links', () => {
  it('turns the form’s (xxx) xxx-xxxx into +1 and ten digits', () => {
    expect(phoneE164('(602) 555-0147')).toBe('+16025550147');
  });

  it('accepts a number written with the country code', () => {
    expect(phoneE164('+1 602-555-0147')).toBe('+16025550147');
  });

  it.each(['', '555-0147', '(123) 555-0147', '(602) 555-0147 x12', '+44 20 7946 0958', 'call me'])(
    'gives no number for %j, which is not a US number',
    (value) => {
      expect(phoneE164(value)).toBeNull();
    },
  );
});
