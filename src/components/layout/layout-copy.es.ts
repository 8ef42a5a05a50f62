import type * as en from './layout-copy';
import type { Translation } from '../../i18n/translation';

export const layoutCopy: Translation<typeof en.layoutCopy> = {
  skipLink: 'Saltar al contenido principal',
  brandHome: (shortName) => `${shortName}: página de inicio`,
  mainNav: 'Principal',
  openMenu: 'Abrir menú',
  menu: 'Menú',
  closeMenu: 'Cerrar menú',
};

/** "Llamar" and the number fit the bar where "Call" and the number do; "Mensaje" is in its name. */
export const callBarCopy: Translation<typeof en.callBarCopy> = {
  name: 'Llame o envíenos un mensaje de texto para pedir ayuda',
  call: 'Llamar',
  textShort: 'Mensaje',
  textName: 'Envíenos un mensaje de texto',
};
