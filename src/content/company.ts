/**
 * Every company constant lives here (DECISIONS.md "Company constants").
 *
 * Values the specification redacts are obvious placeholders. `findPlaceholders` lists the ones still
 * present; a production deploy (`npm run deploy`) refuses to build while it returns anything.
 */
export const company = {
  name: 'RoadReady Roadside Assistance',
  shortName: 'RoadReady',
  siteUrl: 'https://roadready.example.com',
  heroPhone: { display: '(888) 868-4111', e164: '+18888684111' },
  supportPhone: { display: '(888) 868-4111', e164: '+18888684111' },
  onboardingEmail: 'onboarding@example.com',
  privacyEmail: 'privacy@example.com',
  supportEmail: 'support@example.com',
  founderExperience: 'over 15 years',
  governingLawState: '[State]',
} as const;

export type Company = typeof company;

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
