import { jobsPageCopy } from './jobs';
import { company } from './company';
import { capitalized, servicesInProse, servicesPageServices } from './service-list';
import { mainNavOf, withRouteFacts } from './route-meta';

export { canonicalUrl, documentTitle, isIndexed, mainNavOf, withRouteFacts } from './route-meta';
export type { PageKey, PageMeta, PageText } from './route-meta';

/**
 * The Spanish pages' titles and descriptions. The jobs page's come from its own copy
 * (src/content/jobs.ts, which has a Spanish sibling of its own). The privacy policy and the terms of
 * service are English documents with no Spanish page: their entries only name them. Nothing here
 * reads the English entries, so the Spanish build carries none of their text.
 */
export const pageMeta = withRouteFacts({
  home: {
    title: 'Asistencia en carretera por una fracción del costo',
    description: `${capitalized(servicesInProse())}. Llame o envíe un mensaje de texto al ${company.heroPhone.display}. No se requiere seguro.`,
  },
  services: {
    title: 'Servicios',
    description: `${capitalized(servicesInProse(servicesPageServices, { full: true }))}. Envíenos un mensaje de texto para pedir un técnico, o llámenos si no va a usar seguro.`,
  },
  about: {
    title: 'Quiénes somos',
    navLabel: 'Nosotros',
    description: `Los clientes son lo primero. Quien fundó la empresa tiene ${company.founderExperience} de experiencia en servicio de grúa y asistencia en carretera. Llame o envíenos un mensaje de texto; no se requiere seguro.`,
  },
  evCharging: {
    title: 'Carga de vehículos eléctricos',
    // The header abbreviates ("Carga EV", so the four links fit where the English ones do); the menu,
    // which has room, names it in full.
    navLabel: 'Carga EV',
    drawerLabel: 'Carga de vehículos eléctricos',
    description:
      'Carga móvil para vehículos eléctricos cuando su batería se está agotando: vamos a donde usted esté y le damos carga suficiente para llegar al siguiente cargador, en todo el país.',
  },
  jobs: {
    title: jobsPageCopy.title,
    description: jobsPageCopy.description,
    titleSetByPage: true,
    navLabel: 'Empleos',
    drawerLabel: 'Postúlese',
  },
  privacyPolicy: {
    title: 'Política de privacidad (en inglés)',
    description:
      'Qué datos recopilamos de clientes y solicitantes, cómo los usamos y protegemos, y sus derechos.',
  },
  termsOfService: {
    title: 'Términos del servicio (en inglés)',
    description:
      'Los términos para usar nuestros servicios de asistencia en carretera y para solicitar trabajo como conductor contratista.',
  },
  newsletterConfirm: {
    title: 'Confirme su suscripción',
    description: 'Confirme su suscripción a nuestro boletín semanal.',
  },
  newsletterUnsubscribe: {
    title: 'Cancelar la suscripción',
    description: 'Deje de recibir nuestro boletín semanal.',
  },
  teamRead: {
    title: 'Marcar como leída',
    description: 'Marcar una solicitud como leída.',
  },
  teamCall: {
    title: 'Revisada: lo llamaremos',
    description: 'Avisar a un solicitante que lo llamaremos.',
  },
  teamDecline: {
    title: 'Por ahora no encaja',
    description: 'Enviar a un solicitante una respuesta cortés.',
  },
  teamRelease: {
    title: 'Enviarla a la bandeja de entrada ahora',
    description: 'Enviar una solicitud retenida a la bandeja de entrada.',
  },
  teamHeld: {
    title: 'Solicitudes retenidas (en inglés)',
    description: 'Las solicitudes retenidas en una hora, y qué hacer con ellas.',
  },
  teamHeldRelease: {
    title: 'Enviar a la bandeja de entrada las solicitudes retenidas de una red (en inglés)',
    description:
      'Enviar a la bandeja de entrada las solicitudes que una red tuvo retenidas en una hora.',
  },
  teamHeldDiscard: {
    title: 'Descartar las solicitudes retenidas de una red (en inglés)',
    description: 'Descartar las solicitudes que una red tuvo retenidas en una hora.',
  },
  applicationStatus: {
    title: 'Su solicitud',
    description: 'En qué punto está su solicitud.',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que buscaba no existe.',
  },
});

export const mainNav = mainNavOf(pageMeta);
