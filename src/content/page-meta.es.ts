import { pageMeta as englishPageMeta } from './page-meta';
import { company } from './company';
import { capitalized, servicesInProse, servicesPageServices } from './service-list';
import type { Translation } from '../i18n/translation';

export { canonicalUrl, documentTitle } from './page-meta';
export type { PageMeta } from './page-meta';

/**
 * The Spanish pages' titles and descriptions. The jobs page's come from its own copy
 * (src/content/jobs.ts, which has a Spanish sibling of its own); the privacy policy and the terms of
 * service are English documents, so theirs stay English.
 */
export const pageMeta: Translation<typeof englishPageMeta> = {
  ...englishPageMeta,
  home: {
    path: englishPageMeta.home.path,
    title: 'Asistencia en carretera por una fracción del costo',
    description: `${capitalized(servicesInProse())}. Llame o envíe un mensaje de texto al ${company.heroPhone.display}. No se requiere seguro.`,
  },
  services: {
    path: englishPageMeta.services.path,
    title: 'Servicios',
    description: `${capitalized(servicesInProse(servicesPageServices, { full: true }))}. Envíenos un mensaje de texto para pedir un técnico, o llámenos si no va a usar seguro.`,
  },
  about: {
    path: englishPageMeta.about.path,
    title: 'Quiénes somos',
    description: `Los clientes son lo primero. Quien fundó la empresa tiene ${company.founderExperience} de experiencia en servicio de grúa y asistencia en carretera. Llame o envíenos un mensaje de texto; no se requiere seguro.`,
  },
  evCharging: {
    path: englishPageMeta.evCharging.path,
    title: 'Carga de vehículos eléctricos',
    description:
      'Carga móvil para vehículos eléctricos cuando su batería se está agotando: vamos a donde usted esté y le damos carga suficiente para llegar al siguiente cargador, en todo el país.',
  },
  notFound: {
    path: englishPageMeta.notFound.path,
    title: 'Página no encontrada',
    description: 'La página que buscaba no existe.',
  },
};
