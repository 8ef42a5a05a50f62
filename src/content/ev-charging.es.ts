import type * as en from './ev-charging';
import { company } from './company';
import type { Translation } from '../i18n/translation';

export const evChargingCopy: Translation<typeof en.evChargingCopy> = {
  heading: 'Carga rápida y confiable para vehículos eléctricos cuando la necesite',
  paragraphs: [
    'Quedarse con poca carga no debería dejarlo varado. Nuestros técnicos llevan un cargador móvil a donde usted esté, ya sea el acotamiento de la autopista, un estacionamiento o la entrada de su casa, y le dan a su batería la autonomía suficiente para llegar a la siguiente estación de carga.',
    'Mantenemos a los conductores en movimiento. La mayoría de las llamadas de carga de vehículos eléctricos se atienden con rapidez, con un precio claro por adelantado y una persona real que lo mantiene informado hasta que llega el técnico. No se requiere seguro: use su cobertura de asistencia en carretera si la tiene, o páguenos directamente.',
    `Nuestro servicio cubre todo el país, con técnicos disponibles ${company.hours}. Llámenos o envíenos un mensaje de texto y lo ayudaremos a volver a la carretera.`,
  ],
  imageAlt: 'Un auto eléctrico cargándose con un cargador móvil',
};
