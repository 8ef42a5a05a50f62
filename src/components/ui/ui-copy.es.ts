import type * as en from './ui-copy';
import type { Translation } from '../../i18n/translation';

export const contactCopy: Translation<typeof en.contactCopy> = {
  call: 'Llame al',
  text: 'Envíe un mensaje de texto al',
};

export const pageLoadingCopy: Translation<typeof en.pageLoadingCopy> = {
  loading: 'Cargando la página…',
};
