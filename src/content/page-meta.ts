import { company } from './company';
import { jobsPageCopy } from './jobs';
import { paths, type AppPath } from './paths';
import { locale, localizedPath, type Locale } from '../i18n/locales';
import { capitalized, servicesInProse, servicesPageServices } from './service-list';

/**
 * Each route's title and description: the prerendered HTML's `<head>` (title, meta description,
 * canonical link), the document title after a client-side navigation, and the sitemap all read from
 * here. The route table attaches one entry to each route as its `handle`.
 */
export interface PageMeta {
  /** The route's public path, or null for the not-found page (never canonical, never in the sitemap). */
  path: AppPath | null;
  title: string;
  description: string;
  /** The page sets its own document title after it loads (the wizard names its step). */
  titleSetByPage?: boolean;
  /**
   * A page reached only from a link in a mail (the newsletter's): `noindex`, no canonical link, no
   * language alternates, not in the sitemap.
   */
  noindex?: boolean;
}

export const pageMeta = {
  home: {
    path: paths.home,
    title: 'Roadside Assistance at a Fraction of the Cost',
    description: `${capitalized(servicesInProse())}. Call or text ${company.heroPhone.display}. Insurance is not required.`,
  },
  services: {
    path: paths.services,
    title: 'Services',
    description: `${capitalized(servicesInProse(servicesPageServices, { full: true }))}. Text for a technician or call if you are not using insurance.`,
  },
  about: {
    path: paths.about,
    title: 'About Us',
    description: `Customers come first. Our founder has ${company.founderExperience} of experience in towing and roadside work. Call or text; insurance is not required.`,
  },
  jobs: {
    path: paths.jobs,
    title: jobsPageCopy.title,
    description: jobsPageCopy.description,
    titleSetByPage: true,
  },
  evCharging: {
    path: paths.evCharging,
    title: 'EV Charging',
    description:
      'Mobile EV charging when your battery runs low: we come to you and get you to the next charger, nationwide.',
  },
  privacyPolicy: {
    path: paths.privacyPolicy,
    title: 'Privacy Policy',
    description:
      'What we collect from customers and driver applicants, how we use and protect it, and your rights.',
  },
  termsOfService: {
    path: paths.termsOfService,
    title: 'Terms of Service',
    description: 'The terms for using our roadside services and applying as a contractor driver.',
  },
  newsletterConfirm: {
    path: paths.newsletterConfirm,
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to our weekly newsletter.',
    noindex: true,
  },
  newsletterUnsubscribe: {
    path: paths.newsletterUnsubscribe,
    title: 'Unsubscribe',
    description: 'Stop receiving our weekly newsletter.',
    noindex: true,
  },
  notFound: {
    path: null,
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
  },
} as const satisfies Record<string, PageMeta>;

/** "Services | RoadReady". */
export const documentTitle = (title: string) => `${title} | ${company.shortName}`;

/** Whether search engines may index the page: a public page not reached only from a mail. */
export const isIndexed = (meta: PageMeta): meta is PageMeta & { path: AppPath } =>
  meta.path !== null && !meta.noindex;

/**
 * The absolute public address of a path in a language (this build's by default), e.g.
 * `https://…/services`, `https://…/es/services`; the English home page is `https://…/`.
 */
export const canonicalUrl = (path: AppPath, target: Locale = locale) =>
  `${company.siteUrl.replace(/\/$/, '')}${path === paths.home && target === 'en' ? '/' : localizedPath(path, target)}`;
