import { company } from '../../../content/company';
import type { Translation } from '../../../i18n/translation';
import type * as en from './questions';

/**
 * The application's words in Spanish (questions.ts). The mail is English: it never sees this module
 * (mail/questions.ts). `company.hours` is the Spanish build's: content/company.es.ts states it in
 * Spanish.
 */

/** The tools' names in Spanish; the stored values stay the English names (content/tools.ts). */
export const TOOL_LABELS: Translation<typeof en.TOOL_LABELS> = {
  'Lockout tools': 'Herramientas de cerrajería (kit de apertura)',
  'Jump Box (1500a minimum)': 'Arrancador portátil (Jump Box) de 1500 A como mínimo',
  '2 ton floor jack (not a bottle jack or trolly jack)':
    'Gato de piso de 2 toneladas (no un gato de botella ni un gato de carretilla)',
  'Impact gun or cross bar': 'Pistola de impacto o llave de cruz',
  '1 gallon gas can': 'Bidón de gasolina de 1 galón',
  Funnel: 'Embudo',
  '12 volt tire inflator': 'Inflador de llantas de 12 voltios',
};

export const questionWordsFor: Translation<typeof en.questionWordsFor> = (hours) => ({
  fullName: {
    label: 'Nombre completo',
    problems: { required: 'El nombre completo es obligatorio' },
  },
  phone: { label: 'Número de teléfono', problems: { invalid: 'Número de teléfono no válido' } },
  email: { label: 'Correo electrónico', problems: { invalid: 'Correo electrónico no válido' } },
  location: {
    label: 'Zona donde desea trabajar',
    hint: 'Ciudad y estado, p. ej., Dallas, TX',
    problems: { required: 'La zona es obligatoria' },
  },
  understand1099: {
    label:
      '¿Entiende que se trata de un puesto de contratista independiente (1099) y no de un empleo?',
  },
  liveInArea: { label: '¿Vive en la zona donde desea trabajar o cerca de ella?' },
  explainNotLocal: {
    label: 'Si no vive cerca, ¿cómo atendería las llamadas en esta zona? (opcional)',
  },
  workedBefore: { label: '¿Ha trabajado antes en asistencia en carretera o en servicio de grúa?' },
  yearsExperience: {
    label:
      '¿Cuántos años de experiencia tiene en asistencia en carretera o servicio de grúa? (opcional)',
  },
  tools: {
    label: '¿Cuáles de las herramientas requeridas tiene?',
    hint: 'Marque cada herramienta que tenga.',
    options: TOOL_LABELS,
    problems: { required: 'Marque al menos una herramienta' },
  },
  toolImage: {
    label: 'Foto de sus herramientas',
    hint: 'Tome o elija una foto clara que muestre las herramientas que tiene. Solo imágenes (JPEG, PNG, HEIC…).',
    choose: 'Elegir una foto de sus herramientas',
    change: (fileName) => `Cambiar la foto de sus herramientas (elegida: ${fileName})`,
    preview: 'Vista previa de la foto de sus herramientas',
    thumbnail: 'La foto de sus herramientas',
  },
  missingToolsPlan: { label: 'Si le falta alguna herramienta, ¿cómo y cuándo la conseguirá?' },
  understandNoWorkUntilTools: {
    label:
      'No podemos enviarle llamadas hasta que tenga todas las herramientas requeridas. En sus propias palabras, ¿qué significa esto para usted?',
  },
  understandWeDontSupplyTools: {
    label:
      'Como contratista independiente (1099), usted aporta sus propias herramientas; nosotros no se las proporcionamos. Confirme en sus propias palabras que lo entiende.',
  },
  lockoutBrand: { label: '¿Qué marca de herramientas de cerrajería usa? (opcional)' },
  understandOnCall: { label: '¿Entiende cómo funciona el trabajo de guardia con nosotros?' },
  defineOnCall: { label: 'En sus propias palabras, ¿qué significa estar de guardia?' },
  onCallNoShifts: {
    label:
      '¿Entiende que no hay turnos programados: usted está de guardia y acepta los trabajos a medida que llegan?',
  },
  open16x7: { label: `Estamos abiertos ${hours}. ¿Puede atender llamadas en ese horario?` },
  weekendsAvailable: { label: '¿Está disponible para atender llamadas los fines de semana?' },
  onCallNotGuaranteed: {
    label: '¿Entiende que las llamadas no están garantizadas mientras está de guardia?',
  },
  moreCallsMoreMoney: { label: '¿Entiende que cuantas más llamadas atienda, más dinero ganará?' },
  onCallNot16HoursWork: {
    label:
      '¿Entiende que estar de guardia 16 horas al día no significa 16 horas de trabajo pagado?',
  },
});

export const QUESTION_WORDS: Translation<typeof en.QUESTION_WORDS> = questionWordsFor(
  company.hours,
);

export const STEP_TITLES: Translation<typeof en.STEP_TITLES> = {
  contact: 'Datos de contacto',
  experience: 'Experiencia',
  qualifications: 'Requisitos',
  review: 'Revisión',
};

export const REVIEW_HEADING: Translation<typeof en.REVIEW_HEADING> = 'Revise su información';
