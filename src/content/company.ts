import { companyPhrases } from './company-phrases.ts';

/**
 * Every company constant lives here (docs/product.md, Company constants;
 * docs/decisions/0007-company-constants.md).
 *
 * Values not yet known are obvious placeholders. `findPlaceholders` lists the ones still
 * present; a production deploy (`npm run deploy`) refuses to build while it returns anything.
 */
/**
 * The site's public address, e.g. `https://www.roadready-assist.com` (no trailing slash): canonical
 * links, share tags, the sitemap and the business's structured data use it. Set `VITE_SITE_URL` for a
 * deploy (`.env.production.local`); the placeholder below stands until then, and the deploy build
 * refuses it.
 */
export const PLACEHOLDER_SITE_URL = 'https://roadready.example.com';

const configuredSiteUrl = (import.meta as { env?: Record<string, unknown> }).env?.VITE_SITE_URL;

/**
 * A US number from its E.164 form (`+1` and ten digits): the form the site shows, e.g.
 * `+12145550142` → `(214) 555-0142`. The E.164 form is the one written down; `telHref` and `smsHref`
 * link it.
 */
export function usPhone(e164: string): { display: string; e164: string } {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (!match)
    throw new Error(
      `A US phone number in E.164 form, such as +12145550142, was expected (got "${e164}")`,
    );
  return { display: `(${match[1]}) ${match[2]}-${match[3]}`, e164 };
}

/** The company's number: the hero's, and the support phone's until that one is known (decision 0007). */
const companyPhone = usPhone('+18888684111');

/** The facts that read the same in every language. */
const companyFacts = {
  name: 'RoadReady Roadside Assistance',
  shortName: 'RoadReady',
  siteUrl:
    typeof configuredSiteUrl === 'string' && configuredSiteUrl.trim() !== ''
      ? configuredSiteUrl.trim().replace(/\/+$/, '')
      : PLACEHOLDER_SITE_URL,
  heroPhone: companyPhone,
  supportPhone: companyPhone,
  onboardingEmail: 'onboarding@example.com',
  privacyEmail: 'privacy@example.com',
  supportEmail: 'support@example.com',
  governingLawState: '[State]',
  /** Where the company works, for search engines' business listing (structured data on the home page). */
  areaServed: '[Service area]',
} as const;

/** The company constants; the phrases are worded in each language (company-phrases.ts). */
export const company = { ...companyFacts, ...companyPhrases } as const;

export type Company = typeof company;

/** Why a `VITE_SITE_URL` value cannot be the site's public address, or null when it can. */
export function siteUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `VITE_SITE_URL must be an absolute address such as https://www.example.org (got "${value}")`;
  }
  if (url.protocol !== 'https:') return `VITE_SITE_URL must start with https:// (got "${value}")`;
  if (url.pathname !== '/' || url.search || url.hash) {
    return `VITE_SITE_URL must be the site's origin only, with no path (got "${value}")`;
  }
  return null;
}

/** `tel:` link for a phone number. */
export const telHref = (phone: { e164: string }) => `tel:${phone.e164}`;
/** `sms:` link for a phone number. */
export const smsHref = (phone: { e164: string }) => `sms:${phone.e164}`;

const PLACEHOLDER_PATTERNS: readonly RegExp[] = [/example\.com/i, /^\[.*\]$/];

/** Names of the constants that still hold a placeholder value, e.g. `['onboardingEmail']`. */
export function findPlaceholders(values: Record<string, unknown> = company): string[] {
  return Object.entries(values)
    .filter(
      ([, value]) =>
        typeof value === 'string' && PLACEHOLDER_PATTERNS.some((pattern) => pattern.test(value)),
    )
    .map(([key]) => key);
}
