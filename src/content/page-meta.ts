import { company } from './company';
import { jobsPageCopy } from './jobs';
import { mainNavOf, withRouteFacts } from './route-meta';
import { capitalized, servicesInProse, servicesPageServices } from './service-list';

export { canonicalUrl, documentTitle, isIndexed, mainNavOf, withRouteFacts } from './route-meta';
export type { PageKey, PageMeta, PageText } from './route-meta';

/**
 * Each route's title and description in English (and the nav labels of the routes in the header):
 * the prerendered HTML's `<head>`, the document title after a client-side navigation, the sitemap
 * and the header's links read them, with the route table's facts (src/content/route-meta.ts).
 */
export const pageMeta = withRouteFacts({
  home: {
    title: 'Roadside Assistance at a Fraction of the Cost',
    description: `${capitalized(servicesInProse())}. Call or text ${company.heroPhone.display}. Insurance is not required.`,
  },
  services: {
    title: 'Services',
    description: `${capitalized(servicesInProse(servicesPageServices, { full: true }))}. Text for a technician or call if you are not using insurance.`,
  },
  about: {
    title: 'About Us',
    navLabel: 'About',
    description: `Customers come first. Our founder has ${company.founderExperience} of experience in towing and roadside work. Call or text; insurance is not required.`,
  },
  jobs: {
    title: jobsPageCopy.title,
    description: jobsPageCopy.description,
    titleSetByPage: true,
    navLabel: 'Jobs',
    drawerLabel: 'Apply',
  },
  evCharging: {
    title: 'EV Charging',
    navLabel: 'EV Charging',
    // No menu label of its own in English; the Spanish menu names the page in full where its header
    // abbreviates.
    drawerLabel: undefined,
    description:
      'Mobile EV charging when your battery runs low: we come to you and get you to the next charger, nationwide.',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    description:
      'What we collect from customers and driver applicants, how we use and protect it, and your rights.',
  },
  termsOfService: {
    title: 'Terms of Service',
    description: 'The terms for using our roadside services and applying as a contractor driver.',
  },
  newsletterConfirm: {
    title: 'Confirm your subscription',
    description: 'Confirm your subscription to our weekly newsletter.',
  },
  newsletterUnsubscribe: {
    title: 'Unsubscribe',
    description: 'Stop receiving our weekly newsletter.',
  },
  teamRead: {
    title: 'Mark as read',
    description: 'Mark an application as read.',
  },
  teamCall: {
    title: 'Reviewed: we will call you',
    description: 'Tell an applicant we will call.',
  },
  teamDecline: {
    title: 'Not a fit right now',
    description: 'Send an applicant a polite decline.',
  },
  teamRelease: {
    title: 'Send it to the inbox now',
    description: 'Send a held application to the inbox.',
  },
  teamHeld: {
    title: 'Held applications',
    description: 'The applications held in one hour, and what to do with them.',
  },
  teamHeldRelease: {
    title: 'Send a network’s held applications to the inbox',
    description: 'Send the applications one network had held in one hour to the inbox.',
  },
  teamHeldDiscard: {
    title: 'Discard a network’s held applications',
    description: 'Discard the applications one network had held in one hour.',
  },
  applicationStatus: {
    title: 'Your application',
    description: 'Where your application stands.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
  },
});

export const mainNav = mainNavOf(pageMeta);
