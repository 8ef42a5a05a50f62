import type * as en from './route-error';
import type { Translation } from '../i18n/translation';

export const routeErrorCopy: Translation<typeof en.routeErrorCopy> = {
  heading: 'Algo salió mal',
  text: 'No se pudo mostrar esta página. Por favor, vuelva a cargarla. Si necesita asistencia en carretera ahora mismo, llámenos.',
  reload: 'Volver a cargar la página',
};
