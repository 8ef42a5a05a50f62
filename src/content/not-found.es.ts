import type * as en from './not-found';
import type { Translation } from '../i18n/translation';

export const notFoundCopy: Translation<typeof en.notFoundCopy> = {
  heading: 'Página no encontrada',
  text: 'No encontramos esa página. Es posible que se haya movido o que la dirección esté mal escrita.',
  homeButton: 'Ir a la página de inicio',
  servicesButton: 'Ver nuestros servicios',
  nextHeading: '¿Adónde quiere ir?',
};
