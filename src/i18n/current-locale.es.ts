/** The Spanish build's language (see current-locale.ts). */
export const locale: 'en' | 'es' = 'es';
