/**
 * The Spanish build (docs/decisions/0055-spanish-site.md): a Vite plugin that resolves every module of
 * `src/` which has a Spanish sibling to that sibling: `src/content/about.ts` → `src/content/about.es.ts`.
 * The Spanish modules are the Spanish catalogue; each exports what its English original exports. The
 * English build never sees them, and the Spanish build never bundles the English text they replace.
 *
 * A Spanish module may import its own English original (for the values that do not change, such as
 * ids and numbers): that import is not redirected. Modules under ENGLISH_ONLY always get what they
 * name, and so does everything they import, however deep: the mail to the onboarding team is written
 * in English whatever the applicant's language, the legal pages are English only, and the
 * newsletter's confirmation mail holds both languages itself (it imports each language's module by
 * name). Such a module's imports from src/ are resolved to ids with the ENGLISH_ISLAND query, which
 * marks them in turn: in the Spanish build they are modules of their own, apart from the Spanish
 * ones, so `company.ts` imported by the mail is the English one with the English phrases.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const root = resolve(import.meta.dirname, '..');
const SOURCE = resolve(root, 'src') + sep;
/**
 * Folders whose imports are never redirected: the mail (English in every build), the legal pages
 * (English only, they quote the company's hours) and the newsletter's confirmation mail (both
 * languages, each imported by name).
 */
export const ENGLISH_ONLY = [
  resolve(root, 'src/features/job-application/mail') + sep,
  resolve(root, 'src/content/legal') + sep,
  resolve(root, 'src/features/newsletter/mail') + sep,
];

/** The query that marks a module imported, directly or not, by a module under ENGLISH_ONLY. */
export const ENGLISH_ISLAND = '?english-island';

/** Whether modules imported by `importer` (an id) are resolved exactly as named. */
export function importsAsNamed(importer: string): boolean {
  const file = importer.split('?')[0]!;
  return (
    importer.endsWith(ENGLISH_ISLAND) || ENGLISH_ONLY.some((folder) => file.startsWith(folder))
  );
}

/** `…/about.ts` → `…/about.es.ts`, or null when the module has no Spanish sibling. */
export function spanishSiblingOf(id: string): string | null {
  const match = /^(.*)\.(tsx?)$/.exec(id);
  if (!match || !id.startsWith(SOURCE) || /\.es\.tsx?$/.test(id)) return null;
  const sibling = `${match[1]}.es.${match[2]}`;
  return existsSync(sibling) ? sibling : null;
}

export function localeOverlay(): Plugin {
  return {
    name: 'locale-overlay',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.includes('\0')) return null;
      const importerFile = importer.split('?')[0];
      const resolved = await this.resolve(source, importerFile, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      if (importsAsNamed(importer)) {
        // Packages are shared; the site's own modules are marked, so their imports stay as named.
        const local = resolved.id.startsWith(SOURCE) && !resolved.id.includes('?');
        return local ? `${resolved.id}${ENGLISH_ISLAND}` : resolved;
      }
      const sibling = spanishSiblingOf(resolved.id);
      // A Spanish module importing its own English original gets the original.
      if (!sibling || sibling === importerFile) return resolved;
      return sibling;
    },
    load(id) {
      // A marked module is its file, read as such (the query only sets it apart).
      return id.endsWith(ENGLISH_ISLAND)
        ? readFileSync(id.slice(0, -ENGLISH_ISLAND.length), 'utf8')
        : null;
    },
  };
}
