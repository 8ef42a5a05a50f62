/**
 * The language this build of the site speaks. Each language is a build of its own
 * (docs/decisions/0055-spanish-site.md): the Spanish build resolves this module to
 * `current-locale.es.ts`, as it does every module that has a `.es` sibling (scripts/locale-overlay.ts).
 */
export const locale: 'en' | 'es' = 'en';
