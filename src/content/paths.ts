/** What the site knows of a page route, whatever the language. */
export interface RouteFacts {
  /** The page's path on the English site; the Spanish site puts `/es` in front. */
  path: string;
  /** In the header and the mobile menu, in this table's order, under the page's `navLabel`. */
  nav?: boolean;
  /** English only (the legal pages, whose English text governs): the Spanish site links to them. */
  englishOnly?: boolean;
  /**
   * Reached only from a link in a mail (the newsletter's, the team's actions, the applicant's status):
   * `noindex`, no canonical link, no language alternates, not in the sitemap.
   */
  noindex?: boolean;
}

/**
 * The one table of the site's routes. The paths below, the page meta (src/content/page-meta.ts: each
 * route's title and description in each language), the router (src/app/router.tsx, which finds each
 * route's page by name: `evCharging` is src/pages/ev-charging-page.tsx), the header and menu links, the prerendered pages and the sitemap, the tests' list of
 * pages (tests/site-pages.ts) and the benchmark's all read from it. Data only: the mail code and the
 * Cloud Functions read the paths too. A new page is a line here, its title and description in
 * page-meta.ts and page-meta.es.ts, and the page itself in src/pages.
 */
export const ROUTES = {
  home: { path: '/' },
  services: { path: '/services', nav: true },
  about: { path: '/about', nav: true },
  jobs: { path: '/jobs', nav: true },
  evCharging: { path: '/ev-charging', nav: true },
  privacyPolicy: { path: '/privacy-policy', englishOnly: true },
  termsOfService: { path: '/terms-of-service', englishOnly: true },
  newsletterConfirm: { path: '/newsletter/confirm', noindex: true },
  newsletterUnsubscribe: { path: '/newsletter/unsubscribe', noindex: true },
  // The onboarding team's one-tap actions, opened from its mails, and the applicant's status page,
  // opened from theirs (docs/decisions/0063-team-actions-and-status-page.md).
  teamRead: { path: '/team/read', noindex: true },
  teamCall: { path: '/team/call', noindex: true },
  teamDecline: { path: '/team/decline', noindex: true },
  teamRelease: { path: '/team/release', noindex: true },
  // The team's list of an hour's held applications, and one network's release or discard
  // (docs/decisions/0070-every-held-application-reaches-a-person.md). The team's mails are English.
  teamHeld: { path: '/team/held', noindex: true, englishOnly: true },
  teamHeldRelease: { path: '/team/held-release', noindex: true, englishOnly: true },
  teamHeldDiscard: { path: '/team/held-discard', noindex: true, englishOnly: true },
  applicationStatus: { path: '/application-status', noindex: true },
} as const satisfies Record<string, RouteFacts>;

export type RouteKey = keyof typeof ROUTES;

export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** Each route's path by its key: `paths.services` is '/services'. */
export const paths = Object.fromEntries(ROUTE_KEYS.map((key) => [key, ROUTES[key].path])) as {
  readonly [K in RouteKey]: (typeof ROUTES)[K]['path'];
};

export type AppPath = (typeof paths)[RouteKey];

/** The header's and the menu's routes, in order. */
export const NAV_ROUTE_KEYS = ROUTE_KEYS.filter((key) => 'nav' in ROUTES[key]);

/** The pages that exist in English only: the legal pages, whose English text governs. */
export const ENGLISH_ONLY_PATHS: readonly string[] = ROUTE_KEYS.filter(
  (key) => 'englishOnly' in ROUTES[key],
).map((key) => ROUTES[key].path);
