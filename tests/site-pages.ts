import { ROUTES, ROUTE_KEYS, type RouteKey } from '../src/content/paths';

/**
 * What a visitor reads on each page of the route table (src/content/paths.ts), and on the not-found
 * page: its `h1` and what its title and description say in English and, where the page exists in
 * Spanish, its `h1` and the start of its title there; and, for a page the header or the menu links
 * to, that link's name (docs/product.md, Header). A route added to the table without its line here
 * fails the type check.
 */
const PAGE_WORDS: Record<
  RouteKey | 'notFound',
  {
    heading: string;
    /** What the document title and the meta description say (in English). */
    title: RegExp;
    description: RegExp;
    es?: { heading: string; title: string };
    /** The page's link in the header on wide screens and in the menu, if it has one there. */
    links?: { header?: string; menu: string };
  }
> = {
  home: {
    heading: 'Road Side Assistance at a fraction of the cost',
    title: /Roadside Assistance/,
    description: /insurance is not required/i,
    links: { menu: 'Home' },
    es: {
      heading: 'Asistencia en carretera por una fracción del costo',
      title: 'Asistencia en carretera por una fracción del costo',
    },
  },
  services: {
    heading: 'Services',
    title: /Services/,
    description: /lockouts/i,
    links: { header: 'Services', menu: 'Services' },
    es: { heading: 'Servicios', title: 'Servicios' },
  },
  about: {
    heading: 'About Us',
    title: /About/,
    description: /over 15 years/,
    links: { header: 'About', menu: 'About' },
    es: { heading: 'Quiénes somos', title: 'Quiénes somos' },
  },
  jobs: {
    heading: 'Drive With Us',
    // The wizard names the current step in the title once it has loaded ("Step 1 of 4: … – Apply").
    title: /Apply/,
    description: /1099 independent contractor/,
    links: { header: 'Jobs', menu: 'Apply' },
    es: { heading: 'Conduzca con nosotros', title: 'Paso 1 de 4' },
  },
  evCharging: {
    heading: 'Fast, Reliable EV Charging When You Need It',
    title: /EV Charging/,
    description: /EV charging/i,
    links: { header: 'EV Charging', menu: 'EV Charging' },
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
  teamRead: {
    heading: 'Mark as read',
    title: /Mark as read/,
    description: /as read/,
    es: { heading: 'Marcar como leída', title: 'Marcar como leída' },
  },
  teamCall: {
    heading: 'Reviewed: we will call you',
    title: /we will call you/,
    description: /we will call/,
    es: { heading: 'Revisada: lo llamaremos', title: 'Revisada: lo llamaremos' },
  },
  teamDecline: {
    heading: 'Not a fit right now',
    title: /Not a fit right now/,
    description: /polite decline/,
    es: { heading: 'Por ahora no encaja', title: 'Por ahora no encaja' },
  },
  teamRelease: {
    heading: 'Send it to the inbox now',
    title: /Send it to the inbox now/,
    description: /held application/,
    es: {
      heading: 'Enviarla a la bandeja de entrada ahora',
      title: 'Enviarla a la bandeja de entrada ahora',
    },
  },
  teamHeld: {
    heading: 'Held applications',
    title: /Held applications/,
    description: /held in one hour/,
  },
  teamHeldRelease: {
    heading: 'Send a network’s held applications to the inbox',
    title: /Send a network’s held applications/,
    description: /one network had held/,
  },
  teamHeldDiscard: {
    heading: 'Discard a network’s held applications',
    title: /Discard a network’s held applications/,
    description: /one network had held/,
  },
  applicationStatus: {
    heading: 'Your application',
    title: /Your application/,
    description: /Where your application/,
    es: { heading: 'Su solicitud', title: 'Su solicitud' },
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

/** A link of the header or the menu: its name and where it goes. */
export interface NavLink {
  name: string;
  path: string;
}

/** The links of the header or the menu, in the order of `PAGE_WORDS` above: the product's order. */
const linksTo = (where: 'header' | 'menu'): readonly NavLink[] =>
  (Object.keys(PAGE_WORDS) as (keyof typeof PAGE_WORDS)[]).flatMap((key) => {
    const name = PAGE_WORDS[key].links?.[where];
    return name && key !== 'notFound' ? [{ name, path: ROUTES[key].path }] : [];
  });

/** The header's page links on wide screens, in order. */
export const HEADER_LINKS = linksTo('header');
/** The menu's page links (after Call and Text), in order. */
export const MENU_LINKS = linksTo('menu');
