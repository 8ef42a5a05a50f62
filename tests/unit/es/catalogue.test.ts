// @vitest-environment node
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The Spanish catalogue: every `*.es.ts(x)` module under src/ against its English original. Each
 * exports the same names; each value has the same shape, recursively (the same keys, arrays of the
 * same length); no Spanish text is empty where the English has text; and no sentence is left as the
 * English one. The Spanish modules are imported as the Spanish build resolves them (this `es` project
 * runs the overlay); the English originals are loaded by a Vite server of their own, without it, as
 * the English build resolves them.
 */
const spanishModules = import.meta.glob<Record<string, unknown>>('/src/**/*.es.{ts,tsx}');
const spanishSources = import.meta.glob<string>('/src/**/*.es.{ts,tsx}', {
  query: '?raw',
  import: 'default',
});

const englishPathOf = (spanishPath: string) => spanishPath.replace(/\.es\.(tsx?)$/, '.$1');

/**
 * Values a Spanish module deliberately keeps as the English module has them, by module and path, and
 * why. `until`: only while that Spanish module does not exist yet.
 */
const KEPT_AS_ENGLISH: { module: string; path: string; why: string; until?: string }[] = [
  {
    module: '/src/content/page-meta.es.ts',
    path: 'pageMeta.privacyPolicy',
    why: 'the privacy policy is an English document',
  },
  {
    module: '/src/content/page-meta.es.ts',
    path: 'pageMeta.termsOfService',
    why: 'the terms of service are an English document',
  },
  {
    module: '/src/content/page-meta.es.ts',
    path: 'pageMeta.jobs',
    why: "the jobs page's title and description are src/content/jobs.ts's",
    until: '/src/content/jobs.es.ts',
  },
];

/**
 * Spanish modules that differ from their English original in what they do, not in words: only their
 * exports' names are compared.
 */
const NOT_COPY: { module: string; why: string }[] = [
  {
    module: '/src/app/page-modules.es.ts',
    why: 'the Spanish build loads no English-only page (tests/unit/es/pages.test.tsx checks the list)',
  },
];

const keptAsEnglish = (module: string, path: string) =>
  KEPT_AS_ENGLISH.some(
    (kept) =>
      kept.module === module &&
      (path === kept.path || path.startsWith(`${kept.path}.`)) &&
      !(kept.until && kept.until in spanishModules),
  );

/** Names a module re-exports from another (`export { a, b as c } from './x'`): not its own text. */
function reExportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"][^'"]+['"]/g)) {
    for (const item of list!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

let server: ViteDevServer;
/** Brand names, numbers and addresses, which a sentence keeps in any language. */
let keptTokens: string[] = [];

beforeAll(async () => {
  server = await createServer({
    root: resolve(import.meta.dirname, '../../..'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  const { company } = (await server.ssrLoadModule('/src/content/company.ts')) as {
    company: Record<string, unknown>;
  };
  keptTokens = Object.values(company).flatMap((value) =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value
        ? Object.values(value)
        : [],
  ) as string[];
});

afterAll(() => server?.close());

/**
 * Text of two words or more once brand names, numbers, addresses, "EV" and "1099" are taken out
 * (ids, paths and file types are one word).
 */
function isSentence(text: string): boolean {
  // An icon's drawing (SVG path data: a move, then commands and numbers) is not words.
  if (/^M[\d\s.,-]/.test(text) && /^[MLHVCSQTAZ\d\s.,-]+$/i.test(text)) return false;
  let rest = text;
  for (const token of [...keptTokens].sort((a, b) => b.length - a.length)) {
    if (token) rest = rest.replaceAll(token, ' ');
  }
  rest = rest.replace(/https?:\/\/\S+|\S+@\S+|\[[^\]]*\]/g, ' ').replace(/\b(EV|1099)\b/g, ' ');
  return rest.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 2;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** What is wrong with `spanish` as the translation of `english`, at `path` of `module`. */
function compare(module: string, path: string, english: unknown, spanish: unknown): string[] {
  if (keptAsEnglish(module, path)) return [];
  const at = `${path}`;
  if (english === undefined) {
    // Copy that only some languages need (declared, undefined, in English): absent or text.
    return spanish === undefined || typeof spanish === 'string'
      ? []
      : [`${at}: expected text or nothing, got ${typeof spanish}`];
  }
  if (typeof english === 'string') {
    if (typeof spanish !== 'string') return [`${at}: expected text, got ${typeof spanish}`];
    if (english.trim() !== '' && spanish.trim() === '') return [`${at}: empty`];
    if (spanish === english && isSentence(english)) return [`${at}: still English: "${english}"`];
    return [];
  }
  if (typeof english === 'function') {
    if (typeof spanish !== 'function') return [`${at}: expected a function`];
    const name = path.split('.').at(-1) ?? '';
    // Components (capitalized) render; other functions make text: compare what they return.
    if (!/^[a-z]/.test(name)) return [];
    const args = Array.from({ length: english.length }, () => '12');
    let englishResult: unknown;
    let spanishResult: unknown;
    let englishThrew = false;
    let spanishThrew = false;
    try {
      englishResult = (english as (...a: unknown[]) => unknown)(...args);
    } catch {
      englishThrew = true;
    }
    try {
      spanishResult = (spanish as (...a: unknown[]) => unknown)(...args);
    } catch {
      spanishThrew = true;
    }
    if (englishThrew || spanishThrew) {
      return englishThrew === spanishThrew ? [] : [`${at}(): throws in one language only`];
    }
    return compare(module, `${path}()`, englishResult, spanishResult);
  }
  // A component made by React.memo or forwardRef is code, not copy.
  if (typeof english === 'object' && english !== null && '$$typeof' in english) {
    return spanish === english ? [] : [`${at}: expected the English module's component`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish)) return [`${at}: expected a list`];
    if (spanish.length !== english.length) {
      return [`${at}: ${spanish.length} items, the English has ${english.length}`];
    }
    return english.flatMap((item, index) =>
      compare(module, `${path}[${index}]`, item, spanish[index]),
    );
  }
  if (isPlainObject(english)) {
    if (!isPlainObject(spanish)) return [`${at}: expected an object`];
    const englishKeys = Object.keys(english).sort();
    const spanishKeys = Object.keys(spanish).sort();
    const missing = englishKeys.filter((key) => !spanishKeys.includes(key));
    const extra = spanishKeys.filter((key) => !englishKeys.includes(key));
    if (missing.length > 0 || extra.length > 0) {
      return [`${at}: keys differ (missing: ${missing.join(', ')}; extra: ${extra.join(', ')})`];
    }
    return englishKeys.flatMap((key) =>
      compare(module, `${path}.${key}`, english[key], spanish[key]),
    );
  }
  return typeof spanish === typeof english ? [] : [`${at}: expected ${typeof english}`];
}

describe('the Spanish catalogue', () => {
  it('has a Spanish module for the pages, the layout and the newsletter and location actions', () => {
    for (const module of [
      '/src/content/site-copy.es.ts',
      '/src/content/page-meta.es.ts',
      '/src/content/navigation.es.ts',
      '/src/components/layout/layout-copy.es.ts',
      '/src/components/layout/site-footer-copy.es.ts',
      '/src/content/share-location-message.es.ts',
    ]) {
      expect(spanishModules).toHaveProperty([module]);
    }
  });

  it.each(Object.keys(spanishModules))(
    '%s exports what its English original does, all of it translated',
    async (module) => {
      const spanish = await spanishModules[module]!();
      const english = (await server.ssrLoadModule(englishPathOf(module))) as Record<
        string,
        unknown
      >;
      const reExported = reExportedNames(await spanishSources[module]!());

      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
      if (NOT_COPY.some((entry) => entry.module === module)) return;
      const problems = Object.keys(english).flatMap((name) =>
        reExported.has(name)
          ? typeof spanish[name] === typeof english[name]
            ? []
            : [`${name}: re-exported, but not the same kind of value`]
          : compare(module, name, english[name], spanish[name]),
      );
      expect(problems).toEqual([]);
    },
    30_000,
  );
});
