import { describe, expect, it } from 'vitest';
import { fileTypeTaken } from '../../src/lib/form/check-answer';
import {
  answerMessage,
  emptyApplication,
  fileQuestionOf,
  isStepComplete,
  isYesNoField,
  QUESTION_IDS,
  QUESTION_STEPS,
  questionOf,
  STEP_FIELDS,
  TOOL_OPTIONS,
  toAnswers,
  type ApplicationValues,
  type QuestionId,
  type StepName,
} from '../../src/features/job-application/rules/schema';
import { answersMissingOnEmptyStep } from '../fixtures/empty-step';
import { APPLICANT_PHONE } from '../fixtures/applicant-phones';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';

const photo = () => new File(['jpeg bytes'], 'tools.jpg', { type: 'image/jpeg' });

/**
 * One complete application, from the tests' one fixture (scripts/mail-preview/samples.ts), and each
 * step's part of it, by the step table's own fields.
 */
const fixture = qualifiedAnswers({
  phone: APPLICANT_PHONE.display,
  tools: ['Lockout tools', 'Funnel'],
});
const stepPart = (step: StepName) =>
  Object.fromEntries(
    STEP_FIELDS[step]
      .filter((field) => field in fixture)
      .map((field) => [field, fixture[field as keyof typeof fixture]]),
  );
const validContact = stepPart('contact') as Pick<
  ApplicationValues,
  'fullName' | 'phone' | 'email' | 'location'
>;
const validExperience = stepPart('experience');
const validQualifications = () => ({
  ...stepPart('qualifications'),
  toolImage: photo() as File | null,
});

const validApplication = (overrides: Partial<ApplicationValues> = {}): ApplicationValues => ({
  ...emptyApplication,
  ...validContact,
  ...validExperience,
  ...validQualifications(),
  ...overrides,
});

/** The message the wizard shows for one answer of `values` (none when it is a good answer). */
function messagesFor(values: Partial<ApplicationValues>, field: QuestionId): string[] {
  const message = answerMessage(field, { ...emptyApplication, ...values }[field]);
  return message === null ? [] : [message];
}

/** Whether every answer of these values for the step's questions is a good one. */
const stepAccepts = (step: StepName, values: Partial<ApplicationValues>) =>
  isStepComplete(step, { ...emptyApplication, ...values });

describe('the contact step: contact details (docs/product.md, Fields and rules)', () => {
  const contact = (overrides: Partial<typeof validContact>) => ({ ...validContact, ...overrides });

  it('accepts a full valid contact step', () => {
    expect(stepAccepts('contact', validContact)).toBe(true);
    expect(isStepComplete('contact', validApplication())).toBe(true);
  });

  it("says 'Full name is required' for an empty or blank name", () => {
    expect(messagesFor(contact({ fullName: '' }), 'fullName')).toEqual(['Full name is required']);
    expect(messagesFor(contact({ fullName: '   ' }), 'fullName')).toEqual([
      'Full name is required',
    ]);
    expect(messagesFor(contact({ fullName: '\t\n ' }), 'fullName')).toEqual([
      'Full name is required',
    ]);
  });

  it("says 'Location is required' for an empty or blank location", () => {
    expect(messagesFor(contact({ location: '' }), 'location')).toEqual(['Location is required']);
    expect(messagesFor(contact({ location: '   ' }), 'location')).toEqual(['Location is required']);
  });

  it("says 'Invalid phone number' for an empty or partial phone", () => {
    for (const phone of ['', '(2', '(214) 555-014']) {
      expect(messagesFor(contact({ phone }), 'phone'), phone).toEqual(['Invalid phone number']);
    }
  });

  it("says 'Invalid phone number' for an impossible US number and for a number kept as pasted", () => {
    for (const phone of [
      '(014) 555-0142',
      '(114) 555-0142',
      '(214) 055-0142',
      '(214) 155-0142',
      '(911) 555-0199',
      '(214) 555-0142 x23',
      '+44 20 7946 0958',
    ]) {
      expect(messagesFor(contact({ phone }), 'phone'), phone).toEqual(['Invalid phone number']);
    }
  });

  it("says 'Invalid phone number' for a generic-format phone, since the wizard uses the formatted input", () => {
    expect(messagesFor(contact({ phone: '214-555-0142' }), 'phone')).toEqual([
      'Invalid phone number',
    ]);
    expect(messagesFor(contact({ phone: '+1 214-555-0142' }), 'phone')).toEqual([
      'Invalid phone number',
    ]);
  });

  it("says 'Invalid email address' for an empty email, no @, spaces, or no dot in the domain", () => {
    for (const email of [
      '',
      'ana.example.org',
      'ana diaz@example.org',
      'ana@exa mple.org',
      'a@b',
    ]) {
      expect(messagesFor(contact({ email }), 'email'), email).toEqual(['Invalid email address']);
    }
  });

  it('reports every invalid contact field at once', () => {
    const empty = { fullName: '', phone: '', email: '', location: '' };
    const reported = STEP_FIELDS.contact.flatMap((field) =>
      messagesFor(empty, field).map((message) => [field, message]),
    );
    expect(reported).toEqual(
      expect.arrayContaining([
        ['fullName', 'Full name is required'],
        ['phone', 'Invalid phone number'],
        ['email', 'Invalid email address'],
        ['location', 'Location is required'],
      ]),
    );
    expect(reported.map(([field]) => field)).toEqual(
      STEP_FIELDS.contact.filter((field) => questionOf(field).required),
    );
  });

  it('says how long a name may be when it is too long', () => {
    const max = (questionOf('fullName') as { maxLength: number }).maxLength;
    expect(messagesFor({ fullName: 'A'.repeat(max) }, 'fullName')).toEqual([]);
    expect(messagesFor({ fullName: 'A'.repeat(max + 1) }, 'fullName')).toEqual([
      `Please keep this under ${max} characters`,
    ]);
  });

  it('is incomplete when any contact field is invalid', () => {
    expect(isStepComplete('contact', emptyApplication)).toBe(false);
    expect(isStepComplete('contact', validApplication({ fullName: '  ' }))).toBe(false);
    expect(isStepComplete('contact', validApplication({ phone: '(214) 555-014' }))).toBe(false);
    expect(isStepComplete('contact', validApplication({ email: 'a@b' }))).toBe(false);
    expect(isStepComplete('contact', validApplication({ location: '' }))).toBe(false);
  });
});

describe('the experience step: eligibility (docs/product.md, Fields and rules)', () => {
  it('is complete when understand1099, liveInArea and workedBefore are answered', () => {
    expect(stepAccepts('experience', validExperience)).toBe(true);
    expect(isStepComplete('experience', validApplication())).toBe(true);
  });

  it("counts 'no' as an answer", () => {
    const allNo = {
      ...validExperience,
      understand1099: 'no',
      liveInArea: 'no',
      workedBefore: 'no',
    };
    expect(stepAccepts('experience', allNo as Partial<ApplicationValues>)).toBe(true);
  });

  it.each(['understand1099', 'liveInArea', 'workedBefore'] as const)(
    'flags %s when it is unanswered',
    (field) => {
      const values = validApplication({ [field]: '' });
      const messages = messagesFor(values, field);
      expect(messages).toHaveLength(1);
      expect(messages[0]).not.toBe('');
      expect(isStepComplete('experience', values)).toBe(false);
    },
  );

  it('leaves explainNotLocal and yearsExperience optional', () => {
    expect(
      isStepComplete('experience', validApplication({ explainNotLocal: '', yearsExperience: '' })),
    ).toBe(true);
    expect(
      isStepComplete(
        'experience',
        validApplication({ explainNotLocal: 'I would drive in', yearsExperience: '3' }),
      ),
    ).toBe(true);
  });

  it('is incomplete for the empty application', () => {
    expect(isStepComplete('experience', emptyApplication)).toBe(false);
  });
});

describe('the qualifications step: tools and on-call understanding (docs/product.md, Fields and rules)', () => {
  it('is complete with a tool, a photo, every required text and every yes/no answer', () => {
    expect(stepAccepts('qualifications', validQualifications() as Partial<ApplicationValues>)).toBe(
      true,
    );
    expect(isStepComplete('qualifications', validApplication())).toBe(true);
  });

  it('needs at least one tool', () => {
    const values = validApplication({ tools: [] });
    expect(messagesFor(values, 'tools')).toHaveLength(1);
    expect(isStepComplete('qualifications', values)).toBe(false);
  });

  it('accepts every tool of the checklist', () => {
    expect(isStepComplete('qualifications', validApplication({ tools: [...TOOL_OPTIONS] }))).toBe(
      true,
    );
  });

  it('refuses a tool name that is not on the checklist', () => {
    const values = validApplication({
      tools: ['Crowbar'] as unknown as ApplicationValues['tools'],
    });
    expect(isStepComplete('qualifications', values)).toBe(false);
  });

  it('needs a photo, and flags a missing one with an error state but no text', () => {
    const values = validApplication({ toolImage: null });
    expect(messagesFor(values, 'toolImage')).toEqual(['']);
    expect(isStepComplete('qualifications', values)).toBe(false);
  });

  it('refuses a file that is not an image', () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const values = validApplication({ toolImage: text });
    expect(messagesFor(values, 'toolImage')).toEqual(['']);
    expect(isStepComplete('qualifications', values)).toBe(false);
  });

  it('accepts a HEIC photo the browser left untyped', () => {
    const heic = new File(['heic'], 'photo.HEIC', { type: '' });
    expect(isStepComplete('qualifications', validApplication({ toolImage: heic }))).toBe(true);
  });

  it.each([
    'missingToolsPlan',
    'understandNoWorkUntilTools',
    'understandWeDontSupplyTools',
    'defineOnCall',
  ] as const)('needs %s, and refuses it when only whitespace', (field) => {
    for (const value of ['', '   ']) {
      const values = validApplication({ [field]: value });
      const messages = messagesFor(values, field);
      expect(messages).toHaveLength(1);
      expect(messages[0]).not.toBe('');
      expect(isStepComplete('qualifications', values)).toBe(false);
    }
  });

  it.each([
    'understandOnCall',
    'onCallNoShifts',
    'open16x7',
    'weekendsAvailable',
    'onCallNotGuaranteed',
    'moreCallsMoreMoney',
    'onCallNot16HoursWork',
  ] as const)('needs %s answered, and accepts no', (field) => {
    const unanswered = validApplication({ [field]: '' });
    expect(messagesFor(unanswered, field)).toHaveLength(1);
    expect(isStepComplete('qualifications', unanswered)).toBe(false);
    expect(isStepComplete('qualifications', validApplication({ [field]: 'no' }))).toBe(true);
  });

  it('leaves lockoutBrand optional', () => {
    expect(isStepComplete('qualifications', validApplication({ lockoutBrand: '' }))).toBe(true);
    expect(
      isStepComplete('qualifications', validApplication({ lockoutBrand: 'Access Tools' })),
    ).toBe(true);
  });

  it('is incomplete for the empty application', () => {
    expect(isStepComplete('qualifications', emptyApplication)).toBe(false);
  });
});

describe('the review step', () => {
  it('is always complete, even for the empty application', () => {
    expect(isStepComplete('review', emptyApplication)).toBe(true);
    expect(isStepComplete('review', validApplication())).toBe(true);
  });
});

describe('the whole application', () => {
  it('accepts a valid application: every step is complete', () => {
    for (const step of QUESTION_STEPS) expect(isStepComplete(step, validApplication())).toBe(true);
  });

  it('starts with every text empty, no choice made and no photo', () => {
    for (const [key, value] of Object.entries(emptyApplication)) {
      const kind = key === 'leaveEmpty' ? 'shortText' : questionOf(key as QuestionId).kind;
      if (kind === 'choices') expect(value, key).toEqual([]);
      else if (kind === 'file') expect(value, key).toBeNull();
      else expect(value, key).toBe('');
    }
  });
});

describe('the declarations the rules are made from', () => {
  it('knows the yes/no questions (the radio pairs on screen) by their declared kind', () => {
    expect(isYesNoField('understand1099')).toBe(true);
    expect(isYesNoField('explainNotLocal')).toBe(false);
    expect(isYesNoField('leaveEmpty')).toBe(false);
  });

  it('asks each question on exactly one step, in the order it is declared', () => {
    expect(QUESTION_STEPS.flatMap((step) => STEP_FIELDS[step])).toEqual(QUESTION_IDS);
    expect(STEP_FIELDS.review).toEqual([]);
  });

  it('counts as missing on an empty step exactly its required questions (the number the wizard states)', () => {
    for (const step of QUESTION_STEPS) {
      const required = STEP_FIELDS[step].filter((field) => questionOf(field).required);
      expect(answersMissingOnEmptyStep(step), step).toBe(required.length);
      expect(answersMissingOnEmptyStep(step), step).toBeGreaterThan(0);
    }
  });
});

describe('toAnswers', () => {
  it('drops the photo and the honeypot and trims every string', () => {
    const values = validApplication({
      fullName: '  Ana Diaz ',
      email: ' ana@example.org ',
      explainNotLocal: '\n I would drive in \t',
      lockoutBrand: ' Access Tools ',
      leaveEmpty: 'spam.example',
    });
    const answers = toAnswers(values);
    expect(answers).not.toHaveProperty('toolImage');
    expect(answers).not.toHaveProperty('leaveEmpty');
    expect(answers).toEqual({
      ...fixture,
      fullName: 'Ana Diaz',
      email: 'ana@example.org',
      explainNotLocal: 'I would drive in',
      lockoutBrand: 'Access Tools',
    });
  });

  it('does not change the values it is given', () => {
    const values = validApplication({ fullName: '  Ana  ' });
    toAnswers(values);
    expect(values.fullName).toBe('  Ana  ');
    expect(values.toolImage).toBeInstanceOf(File);
  });
});

describe("the tool photo's types (fileTypeTaken)", () => {
  const isImageFile = (file: File) => fileTypeTaken(fileQuestionOf('toolImage'), file);

  it('accepts a file typed as an image', () => {
    expect(isImageFile(new File(['x'], 'tools.png', { type: 'image/png' }))).toBe(true);
  });

  it("accepts 'photo.HEIC' with an empty type", () => {
    expect(isImageFile(new File(['x'], 'photo.HEIC', { type: '' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'photo.heif', { type: '' }))).toBe(true);
  });

  it('refuses a text file, an SVG drawing and an untyped file that is not named as HEIC', () => {
    expect(isImageFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'drawing.svg', { type: 'image/svg+xml' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'notes', { type: '' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'photo.heic.txt', { type: 'text/plain' }))).toBe(false);
  });
});
