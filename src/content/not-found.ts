/**
 * The not-found page's own words (its list of the main pages is made from their titles and
 * descriptions, src/content/page-meta.ts).
 */
export const notFoundCopy = {
  heading: 'Page not found',
  text: 'We couldn’t find that page. It may have moved, or the address may be mistyped.',
  homeButton: 'Go to the home page',
  servicesButton: 'See our services',
  nextHeading: 'Where to next',
} as const;
