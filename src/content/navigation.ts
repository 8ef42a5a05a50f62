import { paths, type AppPath } from './paths';

export interface NavLink {
  to: AppPath;
  /** Label in the desktop header. */
  label: string;
  /**
   * Label in the mobile drawer, where it differs (the jobs link reads 'Apply'; docs/product.md,
   * Pages and routes).
   */
  drawerLabel?: string;
}

/**
 * The header's and the mobile drawer's destinations: the routes marked `nav` in the route table
 * (src/content/paths.ts), labelled by their page meta (docs/product.md, Pages and routes: "Header").
 */
export { mainNav } from './page-meta';

/** The mobile drawer's first destination, before the header's four. */
export const homeLink: NavLink = { to: paths.home, label: 'Home' };

/**
 * The footer's 'Company' column: real destinations, not `#`
 * (docs/decisions/0008-navigation-and-pages.md).
 */
export const companyLinks: readonly NavLink[] = [
  { to: paths.about, label: 'About us' },
  { to: paths.jobs, label: 'Careers' },
];

export const legalLinks: readonly NavLink[] = [
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsOfService, label: 'Terms of Service' },
];
