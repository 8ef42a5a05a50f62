import * as en from './services';
import { servicesPageServices, type ServicesPageServiceId } from './service-list';
import type { Translation } from '../i18n/translation';

export type { Service, ServiceIcon } from './services';

/** What the services page says of each service, and its picture's alt text. */
const details: Record<ServicesPageServiceId, { description: string; imageAlt: string }> = {
  lockouts: {
    description:
      '¿Se quedó fuera de su auto con las llaves adentro? Nuestro técnico abre la mayoría de los autos, camionetas y SUV en minutos con herramientas profesionales de apertura, sin dañar la puerta, la pintura ni los empaques.',
    imageAlt: 'La puerta de un auto abriéndose con una herramienta de apertura',
  },
  'tire-changes': {
    description:
      '¿Tiene una llanta ponchada? La cambiamos por su llanta de repuesto con un gato de piso adecuado y una llave de impacto, apretamos las tuercas con el torque correcto y revisamos la presión de la llanta de repuesto para que pueda volver a la carretera con seguridad.',
    imageAlt: 'Una rueda cambiándose con un gato y una llave de cruz',
  },
  'dead-battery': {
    description:
      '¿Su auto no arranca? Llevamos un arrancador de baterías profesional que puede encender desde un auto compacto hasta una camioneta diésel de 7.3L, y verificamos que su vehículo siga funcionando antes de irnos.',
    imageAlt: 'Una batería de auto conectada a un arrancador portátil',
  },
  'fuel-delivery': {
    description:
      '¿Se quedó sin gasolina? Le llevamos combustible suficiente para llegar a la gasolinera más cercana, y lo vertimos con cuidado con un embudo para que nada se derrame sobre su auto ni en el camino.',
    imageAlt: 'Un bidón de gasolina vertiendo combustible',
  },
};

const englishById = new Map(en.services.map((service) => [service.id, service]));

/** The services page's services: the Spanish names, descriptions and alt texts, the same pictures. */
export const services: Translation<typeof en.services> = servicesPageServices.map((names) => {
  const english = englishById.get(names.id);
  if (!english) throw new Error(`No service ${names.id} in src/content/services.ts`);
  const { description, imageAlt } = details[names.id];
  return { ...english, ...names, description, image: { ...english.image, alt: imageAlt } };
});

export const servicesPageCopy: Translation<typeof en.servicesPageCopy> = {
  heading: 'Servicios',
  intro: {
    beforeTextLink: '¿Necesita un técnico?',
    textLink: 'Envíenos un mensaje de texto al',
    betweenLinks: 'y le enviaremos uno. ¿No va a usar seguro?',
    callLink: 'Llame al',
    afterCallLink: 'para conocer el precio por adelantado.',
  },
  chooseService: 'Elija un servicio',
};
