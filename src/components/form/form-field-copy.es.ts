import type { Translation } from '../../i18n/translation';
import type * as en from './form-field-copy';

/** The answer views' own words in Spanish (form-field-copy.ts). */
export const formFieldCopy: Translation<typeof en.formFieldCopy> = {
  yesNo: { yes: 'Sí', no: 'No' },
  phoneLabel: 'Número de teléfono',
  file: {
    wrongType: (types) => `Elija una foto (${types}).`,
    typeList: (names) =>
      names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} o ${names.at(-1)}`,
    problems: {
      empty:
        'Este archivo está vacío (0 bytes), así que no se puede enviar. Elija la foto de nuevo o tome una nueva.',
      'too-large': (maxSize) =>
        `Esta foto es demasiado grande para enviarla, incluso después de reducirla (${maxSize} como máximo). Elija una foto más pequeña o tome una nueva.`,
      unreadable:
        'Este archivo no se puede abrir como foto (puede estar dañado). Elija otra foto o tome una nueva.',
    },
    choose: 'Elegir una foto',
    change: 'Cambiar la foto',
    preparing: 'Preparando su foto…',
    remove: 'Quitar la foto',
  },
};
