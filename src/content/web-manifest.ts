// With extensions: vite.config.ts loads this module, and Vite's config loader wants them.
import { company } from './company.ts';
import { servicesInProse } from './service-list.ts';
import { brand } from '../theme/palette.ts';

/**
 * The web app manifest, `/manifest.webmanifest`, made from the company constants and the list of
 * services (docs/decisions/0053-one-source-per-fact.md): vite.config.ts serves it on the dev server
 * and writes it into the build. Its colours are the palette's (src/theme/palette.ts); the icons are
 * drawn by scripts/make-images.ts.
 */
export function webManifest() {
  return {
    name: company.name,
    short_name: company.shortName,
    description: `Roadside assistance at a fraction of the cost: ${servicesInProse()}. Call or text ${company.heroPhone.display}.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brand.white,
    theme_color: brand.navy,
    lang: 'en-US',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The manifest as the file is served: JSON indented by two spaces, ending with a line break. */
export const webManifestText = () => `${JSON.stringify(webManifest(), null, 2)}\n`;
