import { collectedList } from '../../../lib/form/collected';
import { APPLICATION_QUESTIONS, COLLECTED_GROUPS } from './form';

/**
 * What the privacy policy lists as collected from an applicant (its section on driver applicants),
 * made from the questions' declarations (form.ts): one item per group of answers, in the order the
 * form asks them ("Contact details: your full name, phone number, …"), then one per file the
 * applicant uploads. English: the privacy policy is English only. A question added to the form is listed as it
 * is declared.
 */
export function collectedFromApplicants(): string[] {
  const groups = new Map<keyof typeof COLLECTED_GROUPS, string[]>();
  const uploads: string[] = [];
  for (const question of Object.values(APPLICATION_QUESTIONS)) {
    const { as, what } = question.collected;
    if (as === 'upload') uploads.push(`${what} that you choose and upload with your application.`);
    else groups.set(as, [...(groups.get(as) ?? []), what]);
  }
  return [
    ...[...groups].map(
      ([group, phrases]) => `${COLLECTED_GROUPS[group]}: ${collectedList(phrases)}.`,
    ),
    ...uploads,
  ];
}
