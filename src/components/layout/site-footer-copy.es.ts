import type * as en from './site-footer-copy';
import type { Translation } from '../../i18n/translation';

export type { SiteFooterCopy } from './site-footer-copy';

/** The legal documents are English only: their links lead to the English pages, and a note says so. */
export const siteFooterCopy: Translation<typeof en.siteFooterCopy> = {
  newsletter: 'Boletín',
  company: 'Empresa',
  getHelp: 'Pida ayuda ahora',
  copyright: (year, companyName) => `© ${year} ${companyName}. Todos los derechos reservados.`,
  legal: 'Legal',
  legalLinksLang: 'en',
  legalNote: 'Nuestros documentos legales están en inglés; la versión en inglés es la que rige.',
};
