import { company as englishCompany } from './company';
import type { Translation } from '../i18n/translation';

export {
  PLACEHOLDER_SITE_URL,
  findPlaceholders,
  siteUrlProblem,
  smsHref,
  telHref,
  usPhone,
} from './company';
export type { Company } from './company';

/**
 * The company constants of the Spanish site: the same name, numbers, addresses and placeholders (one
 * source for each, src/content/company.ts); only the two phrases the pages quote inside a sentence are
 * in Spanish.
 */
export const company: Translation<typeof englishCompany> = {
  ...englishCompany,
  founderExperience: 'más de 15 años',
  hours: '16 horas al día, los 7 días de la semana',
};
