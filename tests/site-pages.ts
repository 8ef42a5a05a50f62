/** Every route of the site with its one `h1`: shared by the browser tests and the server-render test. */
export const SITE_PAGES: readonly { path: string; heading: string }[] = [
  { path: '/', heading: 'Road Side Assistance at a fraction of the cost' },
  { path: '/services', heading: 'Services' },
  { path: '/about', heading: 'About Us' },
  { path: '/jobs', heading: 'Drive With Us' },
  { path: '/ev-charging', heading: 'Fast, Reliable EV Charging When You Need It' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/no-such-page', heading: 'Page not found' },
];
