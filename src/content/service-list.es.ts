// With extensions: the Spanish web manifest (web-manifest.es.ts) loads this module, as vite.config.ts
// loads the English one.
import * as en from './service-list.ts';
import type { ServiceName, ServicesPageServiceId } from './service-list.ts';
import type { Translation } from '../i18n/translation.ts';

export { capitalized } from './service-list.ts';
export type { ServiceName, ServicesPageServiceId } from './service-list.ts';

/** The Spanish names of the services page's services; their ids and order are the English list's. */
const names: Record<ServicesPageServiceId, Omit<ServiceName, 'id'>> = {
  lockouts: { title: 'Cerrajería de autos', inList: 'cerrajería de autos' },
  'tire-changes': { title: 'Cambio de llanta', inList: 'cambio de llanta' },
  'dead-battery': {
    title: 'Batería descargada',
    inList: 'paso de corriente',
    inFullList: 'paso de corriente para batería descargada',
  },
  'fuel-delivery': { title: 'Entrega de combustible', inList: 'entrega de combustible' },
};

export const servicesPageServices: Translation<typeof en.servicesPageServices> =
  en.servicesPageServices.map((service) => ({ id: service.id, ...names[service.id] }));

export const evChargingService: Translation<typeof en.evChargingService> = {
  id: en.evChargingService.id,
  title: 'Carga de vehículos eléctricos',
  inList: 'carga de vehículos eléctricos',
};

export const offeredServices: Translation<typeof en.offeredServices> = [
  ...servicesPageServices,
  evChargingService,
];

/**
 * "cerrajería de autos, cambio de llanta, paso de corriente, entrega de combustible y carga de
 * vehículos eléctricos"; `full` names each in full.
 */
export const servicesInProse: Translation<typeof en.servicesInProse> = (
  list = offeredServices,
  { full = false } = {},
) => {
  const listed = list.map((service) =>
    full ? (service.inFullList ?? service.inList) : service.inList,
  );
  if (listed.length <= 1) return listed.join('');
  return `${listed.slice(0, -1).join(', ')} y ${listed.at(-1)}`;
};
