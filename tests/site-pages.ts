/**
 * Every route of the site with its one `h1`: shared by the browser tests and the server-render test.
 * `noindex`: a page only a mail links to (the newsletter's), with no canonical link and not in the
 * sitemap.
 */
export const SITE_PAGES: readonly { path: string; heading: string; noindex?: boolean }[] = [
  { path: '/', heading: 'Road Side Assistance at a fraction of the cost' },
  { path: '/services', heading: 'Services' },
  { path: '/about', heading: 'About Us' },
  { path: '/jobs', heading: 'Drive With Us' },
  { path: '/ev-charging', heading: 'Fast, Reliable EV Charging When You Need It' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/newsletter/confirm', heading: 'Confirm your subscription', noindex: true },
  { path: '/newsletter/unsubscribe', heading: 'Unsubscribe from our newsletter', noindex: true },
  { path: '/no-such-page', heading: 'Page not found' },
];

/**
 * Every route of the Spanish site (docs/decisions/0055-spanish-site.md) with its `h1` and the start
 * of its title; the legal pages are English only, and an unknown address shows the not-found page.
 */
export const SPANISH_PAGES: readonly {
  path: string;
  heading: string;
  title: string;
  noindex?: boolean;
}[] = [
  {
    path: '/es',
    heading: 'Asistencia en carretera por una fracción del costo',
    title: 'Asistencia en carretera por una fracción del costo',
  },
  { path: '/es/services', heading: 'Servicios', title: 'Servicios' },
  { path: '/es/about', heading: 'Quiénes somos', title: 'Quiénes somos' },
  {
    path: '/es/ev-charging',
    heading: 'Carga rápida y confiable para vehículos eléctricos cuando la necesite',
    title: 'Carga de vehículos eléctricos',
  },
  {
    path: '/es/jobs',
    heading: 'Conduzca con nosotros',
    title: 'Paso 1 de 4',
  },
  {
    path: '/es/newsletter/confirm',
    heading: 'Confirme su suscripción',
    title: 'Confirme su suscripción',
    noindex: true,
  },
  {
    path: '/es/newsletter/unsubscribe',
    heading: 'Cancelar la suscripción a nuestro boletín',
    title: 'Cancelar la suscripción',
    noindex: true,
  },
  { path: '/es/no-such-page', heading: 'Página no encontrada', title: 'Página no encontrada' },
];
