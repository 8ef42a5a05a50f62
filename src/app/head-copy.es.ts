import type * as en from './head-copy';
import { company } from '../content/company';
import type { Translation } from '../i18n/translation';

export const headCopy: Translation<typeof en.headCopy> = {
  shareImageAlt: `${company.shortName}: asistencia en carretera por una fracción del costo. Llame o envíe un mensaje de texto al ${company.heroPhone.display}.`,
  offerCatalogName: 'Servicios de asistencia en carretera',
};
