import type * as en from './share-location';
import type { Translation } from '../i18n/translation';

export type { LocationFailureReason } from './share-location';

export const shareLocationCopy: Translation<typeof en.shareLocationCopy> = {
  action: 'Enviar mi ubicación por mensaje de texto',
  cancel: 'Cancelar',
  cancelName: 'Dejar de buscar mi ubicación',
  finding: 'Buscando su ubicación…',
  found: 'Su ubicación está en el mensaje. Revíselo y luego presione enviar.',
  cancelled: 'Se dejó de buscar su ubicación. No se envió nada.',
  notAdded: {
    denied: 'No se agregó su ubicación: el acceso a la ubicación está desactivado para este sitio.',
    timeout: 'No se agregó su ubicación: su teléfono no pudo encontrarla a tiempo.',
    unavailable: 'No se agregó su ubicación: su teléfono no pudo encontrarla.',
    unsupported: 'No se agregó su ubicación: este navegador no puede compartirla.',
    error: 'No se agregó su ubicación: algo salió mal en esta página.',
  },
  describe: 'Por favor, díganos en el mensaje dónde se encuentra.',
  openMessage: 'Abrir el mensaje',
  dismiss: 'Cerrar',
};
