import { company } from './company';
import type * as en from './offline';
import type { Translation } from '../i18n/translation';

export const offlineCopy: Translation<typeof en.offlineCopy> = {
  title: 'Sin conexión',
  description: 'Esta página no está guardada en este dispositivo y ahora no hay conexión de datos.',
  heading: 'Sin conexión de datos',
  text: `Esta página todavía no está guardada en su dispositivo. Las llamadas y los mensajes de texto funcionan sin datos: atendemos ${company.hours}.`,
  call: 'Llame al',
  textLabel: 'Envíenos un mensaje de texto',
  home: 'Ir a la página de inicio',
};
