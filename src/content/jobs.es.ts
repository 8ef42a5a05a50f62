import type { Translation } from '../i18n/translation';
import type * as en from './jobs';

/** The /jobs page around the application wizard, in Spanish (jobs.ts). */
export const jobsPageCopy: Translation<typeof en.jobsPageCopy> = {
  title: 'Conduzca con nosotros: presente su solicitud en línea',
  heading: 'Conduzca con nosotros',
  description:
    'Presente su solicitud en línea para unirse a nuestro equipo de asistencia en carretera como conductor contratista independiente (1099). Cuatro pasos cortos; sus respuestas se guardan a medida que avanza.',
  intro: [
    'Buscamos técnicos de asistencia en carretera confiables que se unan a nosotros como contratistas independientes (1099). Usted define su propia disponibilidad, trae sus propias herramientas y, cuantas más llamadas atienda, más gana.',
    'La solicitud toma unos 10 minutos, en cuatro pasos cortos. Sus respuestas se guardan en este dispositivo a medida que avanza, así que puede terminarla más tarde.',
  ],
  noScript:
    'La solicitud en línea necesita JavaScript, que está desactivado en este navegador. Para presentar su solicitud por teléfono, llámenos al',
};
