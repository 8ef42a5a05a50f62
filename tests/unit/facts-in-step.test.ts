// @vitest-environment node
/**
 * Keeps the texts that cannot import src/content in step with it (docs/decisions/0053-one-source-per-fact.md):
 * the product description and the README state the company's phone number, the services offered,
 * the required tools and the functions' defaults by hand, and fail here when they differ from the
 * one source. (Decision records keep the numbers of their day: they are history, not checked here.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { offeredServices, servicesPageServices } from '../../src/content/service-list';
import { TOOL_OPTIONS } from '../../src/content/tools';
import * as functionsConfig from '../../functions/src/config';
import { REVIEW_HEADING, STEP_TITLES } from '../../src/features/job-application/rules/questions';
import {
  FILE_FIELDS,
  fileQuestionOf,
  QUESTION_IDS,
  questionOf,
  STEPS,
  stepNumber,
} from '../../src/features/job-application/rules/schema';
import { QUESTION_WORDS } from '../../src/features/job-application/rules/questions';
import { megabytes } from '../../src/lib/form/question-words';

const readProjectFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

/** Every US phone number written in a text, as shown ("(888) 555-0100") or in E.164 ("+18885550100"). */
const phoneNumbersIn = (text: string) => [
  ...[...text.matchAll(/\(\d{3}\) \d{3}-\d{4}/g)].map((match) => match[0]),
  ...[...text.matchAll(/\+1\d{10}\b/g)].map((match) => match[0]),
];

const COUNTS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

describe('docs/product.md and the README', () => {
  it.each(['docs/product.md', 'README.md'])(
    '%s writes no phone number but the company’s',
    (file) => {
      for (const number of phoneNumbersIn(readProjectFile(file))) {
        expect([company.heroPhone.display, company.heroPhone.e164], file).toContain(number);
      }
    },
  );

  it('docs/product.md states the company number, shown and linked', () => {
    const product = readProjectFile('docs/product.md');
    expect(product).toContain(`**${company.heroPhone.display}**`);
    expect(product).toContain(`\`tel:${company.heroPhone.e164}\``);
    expect(product).toContain(`"Call Now: ${company.heroPhone.display}"`);
  });

  it('docs/product.md lists the services offered, each named in full, in order', () => {
    const product = readProjectFile('docs/product.md');
    const listed = /Marketing pages present the services\s+\(([^)]*)\)/.exec(product)?.[1];
    expect(listed?.replace(/\s+/g, ' ')).toBe(
      offeredServices.map((service) => service.inFullList ?? service.inList).join(', '),
    );
  });

  it('docs/product.md names the services page’s choices, in order, and how many there are', () => {
    const product = readProjectFile('docs/product.md');
    const choices = /\| `\/services` .*? (\w+) selectable services \(([^)]*)\)/.exec(product);
    expect(choices?.[1]).toBe(COUNTS[servicesPageServices.length]);
    // "Lockouts, Tire Changes, Dead Battery — an aside — and Fuel Delivery"
    const titles = choices?.[2]?.replace(/ — [^—]* —/g, '').split(/, | and /);
    expect(titles).toEqual(servicesPageServices.map((service) => service.title));
  });

  it('docs/product.md lists the required tools, each worded as the checklist words it, in order', () => {
    const product = readProjectFile('docs/product.md');
    const listed =
      /\*\*Tools\*\* owned, from the fixed checklist, [^:]*:([^.]*(?:\.[^\s][^.]*)*)\./.exec(
        product,
      )?.[1];
    expect(listed?.replace(/\s+/g, ' ').trim().split('; ')).toEqual([...TOOL_OPTIONS]);
  });
});

describe('docs/product.md and the declared questions (src/features/job-application/rules/form.ts)', () => {
  const product = () => readProjectFile('docs/product.md');

  it('names the wizard’s steps as the wizard does, in order, and the review’s heading', () => {
    const stepper = /A four-step wizard with a stepper: ([^.]*)\./.exec(product())?.[1] ?? '';
    expect(stepper.replace(/\s+/g, ' ')).toBe(
      `${STEPS.map((step) => `**${STEP_TITLES[step]}**`).join(', ')} (headed "${REVIEW_HEADING}")`,
    );
    for (const step of STEPS) {
      expect(product()).toContain(`Step ${stepNumber(step)}, **${STEP_TITLES[step]}**`);
    }
  });

  it('states each written answer’s length limit as the question declares it', () => {
    const text = product();
    for (const id of QUESTION_IDS) {
      const question = questionOf(id);
      if (question.kind !== 'shortText' && question.kind !== 'longText') continue;
      if (question.kind === 'shortText' && question.format === 'phone') continue;
      const limit = `at most ${question.maxLength.toLocaleString('en-US')} characters`;
      const row = new RegExp(`^\\| ${QUESTION_WORDS[id].label} +\\|[^\n]*`, 'm').exec(text)?.[0];
      // A contact field is a row of the table; the others are stated once for all of their kind.
      expect(row ?? text, id).toContain(limit);
    }
  });

  it('states each photo’s types and size limit as its question declares them', () => {
    const text = product().replace(/\s+/g, ' ');
    for (const field of FILE_FIELDS) {
      const { maxBytes, types, required } = fileQuestionOf(field);
      // "**Photo of your tools**, required: JPEG, PNG, … or AVIF (anything else: …) … still 10 MB"
      const described = text.split(`**${QUESTION_WORDS[field].label}**, `)[1] ?? '';
      const listed = new RegExp(
        `^${required ? 'required' : 'optional'}: ([^(]*) \\(anything else`,
      ).exec(described)?.[1];
      expect(listed?.split(/, | or /), field).toEqual(
        types.map((type) => type.replace('image/', '').toUpperCase().replace('WEBP', 'WebP')),
      );
      expect(described.split('- ')[0], field).toContain(
        `still ${megabytes(maxBytes)} or more is refused`,
      );
    }
  });
});

/** The functions' defaults by the parameter's name: `DEFAULT_APPLICATIONS_PER_HOUR` → `APPLICATIONS_PER_HOUR`. */
const DEFAULTS = Object.entries(functionsConfig)
  .filter(([name, value]) => name.startsWith('DEFAULT_') && typeof value === 'number')
  .map(([name, value]) => [name.slice('DEFAULT_'.length), value as number] as const);

/** The README and every page of docs/ but the decision records. */
const DOCS = [
  'README.md',
  ...readdirSync(fileURLToPath(new URL('../../docs', import.meta.url)))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('the functions’ defaults, where the docs quote them', () => {
  it('are read from the code', () => {
    expect(DEFAULTS.map(([name]) => name)).toContain('APPLICATIONS_PER_HOUR');
  });

  it.each(DOCS)('%s quotes every default as the code sets it', (file) => {
    const text = readProjectFile(file).replace(/\s+/g, ' ');
    for (const [name, value] of DEFAULTS) {
      // "`NAME` (default 30)", "`NAME` … (30 by default)", "`NAME` … default 30": a number quoted
      // as the default within a sentence of the parameter's name.
      const quoted = new RegExp(
        `\`${name}\`[^.\`]{0,160}?(?:default:? (\\d+)|(\\d+) by default)`,
        'g',
      );
      for (const match of text.matchAll(quoted)) {
        expect(Number(match[1] ?? match[2]), `${file}: ${match[0]}`).toBe(value);
      }
    }
  });
});
