/**
 * The Hosting configuration a given build needs, from firebase.json's: the same, except that its
 * Content-Security-Policy also allows
 *
 * - what Firebase App Check with reCAPTCHA Enterprise needs, when the build has a site key
 *   (`VITE_APPCHECK_SITE_KEY`): reCAPTCHA's scripts and frames, and App Check's token service;
 * - the local emulators' addresses, for builds that talk to them (tests, development).
 *
 * `npm run deploy` deploys with this configuration (scripts/deploy.ts), and the local Hosting server
 * (`vite preview`, the browser tests, `npm run bench`) serves with it, so both send the same policy.
 */
import type { HostingConfig } from './hosting-server.ts';

/** Sources to add to a Content-Security-Policy, by directive. */
export type PolicySources = Record<string, string[]>;

/** Exactly what App Check with reCAPTCHA Enterprise loads, frames and calls. */
export const APP_CHECK_SOURCES: Record<'script-src' | 'frame-src' | 'connect-src', string[]> = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
};

/** A policy with `sources` added to each named directive (a missing directive is added). */
export function addToPolicy(policy: string, sources: PolicySources): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(/\s+/));
  for (const [name, values] of Object.entries(sources)) {
    if (values.length === 0) continue;
    const directive = directives.find(([existing]) => existing === name);
    if (directive) directive.push(...values.filter((value) => !directive.includes(value)));
    else directives.push([name, ...values]);
  }
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * firebase.json's `hosting` section for a build: `appCheck` (the build has a site key) and
 * `connectTo` (extra origins the pages may call, e.g. local emulators).
 */
export function hostingConfigFor(
  hosting: HostingConfig,
  { appCheck = false, connectTo = [] }: { appCheck?: boolean; connectTo?: string[] } = {},
): HostingConfig {
  const sources: PolicySources = {
    ...(appCheck ? APP_CHECK_SOURCES : {}),
    'connect-src': [...(appCheck ? APP_CHECK_SOURCES['connect-src'] : []), ...connectTo],
  };
  return {
    ...hosting,
    headers: (hosting.headers ?? []).map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy'
          ? { ...header, value: addToPolicy(header.value, sources) }
          : header,
      ),
    })),
  };
}
