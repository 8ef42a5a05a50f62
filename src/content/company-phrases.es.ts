import type * as en from './company-phrases';
import type { Translation } from '../i18n/translation';

export const companyPhrases: Translation<typeof en.companyPhrases> = {
  founderExperience: 'más de 15 años',
  hours: '16 horas al día, los 7 días de la semana',
};
