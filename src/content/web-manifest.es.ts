// With extensions, as in web-manifest.ts (vite.config.ts loads these modules). The Spanish list of
// services is named outright, so the Spanish manifest is the same whether or not the module is loaded
// through the Spanish build's overlay.
import { company } from './company.ts';
import { servicesInProse } from './service-list.es.ts';
import { webManifest as englishManifest } from './web-manifest.ts';
import type { Translation } from '../i18n/translation.ts';

/**
 * The Spanish site's web app manifest (`/es/manifest.webmanifest`, written by scripts/build.ts): the
 * English one's name, colors, icons and scope, with a Spanish description and language, opening the
 * Spanish home page.
 */
export const webManifest: Translation<typeof englishManifest> = () => ({
  ...englishManifest(),
  description: `Asistencia en carretera por una fracción del costo: ${servicesInProse()}. Llame o envíe un mensaje de texto al ${company.heroPhone.display}.`,
  lang: 'es-US',
  start_url: '/es',
});

export const webManifestText = () => `${JSON.stringify(webManifest(), null, 2)}\n`;
