import { ROUTES, ROUTE_KEYS, type RouteKey } from '../src/content/paths';

/**
 * What a visitor reads on each page of the route table (src/content/paths.ts), and on the not-found
 * page: its `h1` and what its title and description say in English and, where the page exists in
 * Spanish, its `h1` and the start of its title there. A route added to the table without its line here fails the type check.
 */
const PAGE_WORDS: Record<
  RouteKey | 'notFound',
  {
    heading: string;
    /** What the document title and the meta description say (in English). */
    title: RegExp;
    description: RegExp;
    es?: { heading: string; title: string };
  }
> = {
  home: {
    heading: 'Road Side Assistance at a fraction of the cost',
    title: /Roadside Assistance/,
    description: /insurance is not required/i,
    es: {
      heading: 'Asistencia en carretera por una fracción del costo',
      title: 'Asistencia en carretera por una fracción del costo',
    },
  },
  services: {
    heading: 'Services',
    title: /Services/,
    description: /lockouts/i,
    es: { heading: 'Servicios', title: 'Servicios' },
  },
  about: {
    heading: 'About Us',
    title: /About/,
    description: /over 15 years/,
    es: { heading: 'Quiénes somos', title: 'Quiénes somos' },
  },
  jobs: {
    heading: 'Drive With Us',
    // The wizard names the current step in the title once it has loaded ("Step 1 of 4: … – Apply").
    title: /Apply/,
    description: /1099 independent contractor/,
    es: { heading: 'Conduzca con nosotros', title: 'Paso 1 de 4' },
  },
  evCharging: {
    heading: 'Fast, Reliable EV Charging When You Need It',
    title: /EV Charging/,
    description: /EV charging/i,
    es: {
      heading: 'Carga rápida y confiable para vehículos eléctricos cuando la necesite',
      title: 'Carga de vehículos eléctricos',
    },
  },
  privacyPolicy: { heading: 'Privacy Policy', title: /Privacy Policy/, description: /collect/i },
  termsOfService: { heading: 'Terms of Service', title: /Terms of Service/, description: /terms/i },
  newsletterConfirm: {
    heading: 'Confirm your subscription',
    title: /Confirm your subscription/,
    description: /newsletter/,
    es: { heading: 'Confirme su suscripción', title: 'Confirme su suscripción' },
  },
  newsletterUnsubscribe: {
    heading: 'Unsubscribe from our newsletter',
    title: /Unsubscribe/,
    description: /newsletter/,
    es: {
      heading: 'Cancelar la suscripción a nuestro boletín',
      title: 'Cancelar la suscripción',
    },
  },
  notFound: { heading: 'Page not found', title: /Page not found/, description: /does not exist/ },
};

interface SitePage {
  path: string;
  heading: string;
  title: RegExp;
  description: RegExp;
  /** A page only a mail links to (the newsletter's): no canonical link, not in the sitemap. */
  noindex?: boolean;
}

/** Every route of the site with its one `h1`, then an unknown address (the not-found page). */
export const SITE_PAGES: readonly SitePage[] = [
  ...ROUTE_KEYS.map((key) => ({
    path: ROUTES[key].path,
    heading: PAGE_WORDS[key].heading,
    title: PAGE_WORDS[key].title,
    description: PAGE_WORDS[key].description,
    ...('noindex' in ROUTES[key] && { noindex: true }),
  })),
  { path: '/no-such-page', ...PAGE_WORDS.notFound },
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
  ...ROUTE_KEYS.flatMap((key) => {
    const es = PAGE_WORDS[key].es;
    if ('englishOnly' in ROUTES[key]) return [];
    if (!es)
      throw new Error(`tests/site-pages.ts: the Spanish words of the page '${key}' are missing`);
    const { path } = ROUTES[key];
    return [
      {
        path: path === '/' ? '/es' : `/es${path}`,
        ...es,
        ...('noindex' in ROUTES[key] && { noindex: true }),
      },
    ];
  }),
  { path: '/es/no-such-page', heading: 'Página no encontrada', title: 'Página no encontrada' },
];
