import type * as en from './navigation';
import { paths } from './paths';
import type { Translation } from '../i18n/translation';

export type { NavLink } from './navigation';

export { mainNav } from './page-meta';

export const homeLink: Translation<typeof en.homeLink> = { to: paths.home, label: 'Inicio' };

export const companyLinks: Translation<typeof en.companyLinks> = [
  { to: paths.about, label: 'Quiénes somos' },
  { to: paths.jobs, label: 'Trabaje con nosotros' },
];

/** The legal pages are in English only: their links say so (the footer adds a note). */
export const legalLinks: Translation<typeof en.legalLinks> = [
  { to: paths.privacyPolicy, label: 'Política de privacidad (en inglés)' },
  { to: paths.termsOfService, label: 'Términos del servicio (en inglés)' },
];
