import type * as en from './navigation';
import { paths } from './paths';
import type { Translation } from '../i18n/translation';

export type { NavLink } from './navigation';

/**
 * The header abbreviates EV charging ("Carga EV", so the four links fit where the English ones do);
 * the menu, which has room, names it in full.
 */
export const mainNav: Translation<typeof en.mainNav> = [
  { to: paths.services, label: 'Servicios' },
  { to: paths.about, label: 'Nosotros' },
  { to: paths.jobs, label: 'Empleos', drawerLabel: 'Postúlese' },
  { to: paths.evCharging, label: 'Carga EV', drawerLabel: 'Carga de vehículos eléctricos' },
];

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
