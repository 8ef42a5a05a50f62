import { company } from '../../../content/company';
import type { Translation } from '../../../i18n/translation';
import type * as en from './questions';

/**
 * The questions in Spanish (questions.ts). The mail is English: it never sees this module
 * (mail/questions.ts). `company.hours` is the Spanish build's: content/company.es.ts states it in Spanish.
 */
export const questionsFor: Translation<typeof en.questionsFor> = (hours) => ({
  fullName: 'Nombre completo',
  phone: 'Número de teléfono',
  email: 'Correo electrónico',
  location: 'Zona donde desea trabajar',
  understand1099:
    '¿Entiende que se trata de un puesto de contratista independiente (1099) y no de un empleo?',
  liveInArea: '¿Vive en la zona donde desea trabajar o cerca de ella?',
  explainNotLocal: 'Si no vive cerca, ¿cómo atendería las llamadas en esta zona? (opcional)',
  workedBefore: '¿Ha trabajado antes en asistencia en carretera o en servicio de grúa?',
  yearsExperience:
    '¿Cuántos años de experiencia tiene en asistencia en carretera o servicio de grúa? (opcional)',
  tools: '¿Cuáles de las herramientas requeridas tiene?',
  toolImage: 'Foto de sus herramientas',
  missingToolsPlan: 'Si le falta alguna herramienta, ¿cómo y cuándo la conseguirá?',
  understandNoWorkUntilTools:
    'No podemos enviarle llamadas hasta que tenga todas las herramientas requeridas. En sus propias palabras, ¿qué significa esto para usted?',
  understandWeDontSupplyTools:
    'Como contratista independiente (1099), usted aporta sus propias herramientas; nosotros no se las proporcionamos. Confirme en sus propias palabras que lo entiende.',
  lockoutBrand: '¿Qué marca de herramientas de cerrajería usa? (opcional)',
  understandOnCall: '¿Entiende cómo funciona el trabajo de guardia con nosotros?',
  defineOnCall: 'En sus propias palabras, ¿qué significa estar de guardia?',
  onCallNoShifts:
    '¿Entiende que no hay turnos programados: usted está de guardia y acepta los trabajos a medida que llegan?',
  open16x7: `Estamos abiertos ${hours}. ¿Puede atender llamadas en ese horario?`,
  weekendsAvailable: '¿Está disponible para atender llamadas los fines de semana?',
  onCallNotGuaranteed: '¿Entiende que las llamadas no están garantizadas mientras está de guardia?',
  moreCallsMoreMoney: '¿Entiende que cuantas más llamadas atienda, más dinero ganará?',
  onCallNot16HoursWork:
    '¿Entiende que estar de guardia 16 horas al día no significa 16 horas de trabajo pagado?',
});

export const QUESTIONS: Translation<typeof en.QUESTIONS> = questionsFor(company.hours);

export const TOOL_PHOTO_HINT: Translation<typeof en.TOOL_PHOTO_HINT> =
  'Tome o elija una foto clara que muestre las herramientas que tiene. Solo imágenes (JPEG, PNG, HEIC…).';

/** The tools' names in Spanish; the stored values stay the English names (schema.ts TOOL_OPTIONS). */
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

export const STEP_TITLES: Translation<typeof en.STEP_TITLES> = {
  contact: 'Datos de contacto',
  experience: 'Experiencia',
  qualifications: 'Requisitos',
  review: 'Revisión',
};
export const STEP_HEADINGS: Translation<typeof en.STEP_HEADINGS> = {
  contact: 'Datos de contacto',
  experience: 'Experiencia',
  qualifications: 'Requisitos',
  review: 'Revise su información',
};
