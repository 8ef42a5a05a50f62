/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { company, findPlaceholders, siteUrlProblem } from './src/content/company.ts';
import { webManifestText } from './src/content/web-manifest.ts';
import { parseFirebaseEnv, type FirebaseSettings } from './src/lib/firebase-config.ts';
import { hostingConfigFor } from './scripts/hosting/hosting-headers.ts';
import { createHostingHandler, readHostingConfig } from './scripts/hosting/hosting-server.ts';
import { localeOverlay } from './scripts/locale-overlay.ts';
import type * as ThemeDataModule from './src/theme/theme-data.ts';

export default defineConfig(({ mode, isSsrBuild }) => {
  // SITE_LOCALE=es builds (or serves) the Spanish site (docs/decisions/0055-spanish-site.md).
  const spanish = process.env.SITE_LOCALE === 'es';
  // The Firebase config is checked when the dev server or a build starts: a wrong or incomplete
  // VITE_FIREBASE_* set stops here with the names of what is missing, not in a visitor's browser.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const firebase = parseFirebaseEnv(env);
  const siteUrl = env.VITE_SITE_URL?.trim();
  const siteUrlError = siteUrl ? siteUrlProblem(siteUrl) : null;
  if (siteUrlError) throw new Error(siteUrlError);

  // `npm run deploy` sets DEPLOY=true: a production deploy refuses to build while placeholders remain.
  if (process.env.DEPLOY === 'true') {
    const left = findPlaceholders({ ...company, siteUrl: siteUrl || company.siteUrl });
    if (left.length > 0) {
      throw new Error(
        `Refusing to build for deploy: placeholder values remain for ${left.join(', ')} (src/content/company.ts; the site's address is VITE_SITE_URL).`,
      );
    }
  }
  return {
    plugins: [
      react(),
      spanish && localeOverlay(),
      firstLoadInLayers(),
      pureRouterComponents(),
      themeMadeAtBuild(),
      hoistStaticsWithoutSideEffects(),
      compileHintsForStartUp(),
      webAppManifest(),
      firebaseHostingPreview(firebase),
    ],
    resolve: { alias: [...emotionWithoutItsAttributeList(), ...productionBuildOf(mode)] },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    // Images stay files (cached, loaded when shown) instead of data URIs inside the JavaScript.
    build: {
      // BUILD_SOURCEMAPS=1 writes source maps beside the chunks without naming them in the chunks
      // (whose bytes stay those of the production build): `npm run bench -- --long-tasks` reads them
      // to say which code a long task ran (docs/testing.md).
      sourcemap: process.env.BUILD_SOURCEMAPS === '1' ? 'hidden' : false,
      target: 'es2022',
      assetsInlineLimit: 0,
      // Every browser the site supports preloads modules natively.
      modulePreload: { polyfill: false },
    },
    // The build-time renderer (scripts/build.ts) is one self-contained file for Node.
    ssr: isSsrBuild ? { noExternal: true } : undefined,
    test: {
      // Node unless a file needs a DOM: those say `// @vitest-environment jsdom` on their first line
      // (jsdom costs about a second of setup per file).
      environment: 'node',
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      // A deadline that only turns a hang into a failure (tests wait for what they check): a
      // component test that walks the wizard takes seconds alone and many times that on a loaded
      // 2-core machine.
      testTimeout: 120_000,
      // One worker per core (Vitest leaves one core free by default, which halves a 2-core machine).
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'en',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
            exclude: ['tests/unit/es/**'],
          },
        },
        // The Spanish site's modules, as its build resolves them.
        {
          extends: true,
          plugins: [localeOverlay()],
          test: { name: 'es', include: ['tests/unit/es/**/*.test.{ts,tsx}'] },
        },
      ],
    },
  };
});

/**
 * The code every page needs before it can hydrate goes into four chunks, one per layer below: left to
 * itself the bundler cuts it into a dozen small chunks shared with the pages loaded on demand, and a
 * few files compress better (about 2 kB gzip less on every page) and are few requests.
 * scripts/build.ts finds that code with a first build and names its modules in FIRST_LOAD_MODULES (a
 * JSON file); code only the on-demand chunks use is split as before. Without the variable (the dev
 * server, tests) nothing changes.
 */
function firstLoadInLayers(): Plugin {
  const listed = process.env.FIRST_LOAD_MODULES;
  const firstLoad = new Set<string>(listed ? JSON.parse(readFileSync(listed, 'utf8')) : []);
  return {
    name: 'first-load-in-layers',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild && firstLoad.size > 0,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              // Every module goes to the first layer it matches (the higher priority).
              groups: FIRST_LOAD_LAYERS.map(([name, pattern], index) => ({
                name,
                priority: FIRST_LOAD_LAYERS.length - index,
                test: (id: string) => firstLoad.has(id) && pattern.test(id),
              })),
            },
          },
        },
      },
    }),
  };
}

/**
 * react-router's production build declares its components and contexts at the top level with calls
 * that carry no `@__PURE__` mark (`var Form = React.forwardRef(...)`), so the bundler keeps every
 * one, and all it calls, even where the site never uses it: its `<Form>`, its `<Link>` and
 * `<NavLink>` with their prefetching, the data router's contexts. These calls only create an object:
 * marking them lets the unused ones go (docs/decisions/0082).
 */
function pureRouterComponents(): Plugin {
  const call = /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
  // `Link.displayName = "Link";` would keep each one as well (names for React's developer tools).
  const displayName = /^\w+\.displayName = "[^"\n]*";$/gm;
  return {
    name: 'pure-router-components',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/ },
      handler: (code) => ({
        code: code.replace(call, '$1/* @__PURE__ */ $2').replace(displayName, ''),
        map: null,
      }),
    },
  };
}

/**
 * The theme a prerendered page hydrates with is data in the browser build, written at build time from
 * the theme itself (src/theme/theme-data.ts): `src/theme/page-theme.ts`, which makes the theme with
 * MUI's `createTheme` (for the dev server and the tests), becomes a module that holds that data and
 * makes the theme's functions again (src/theme/theme-from-data.ts). And MUI's own default theme, which
 * its `styled` and `Box` make with `createTheme()` when their module loads though a provider always
 * hands them the site's, is that theme. The page's start-up no longer makes a theme, and MUI's code
 * for making one is not in the first load (docs/decisions/0084).
 */
export function themeMadeAtBuild(): Plugin {
  const pageThemeModule = resolve(import.meta.dirname, 'src/theme/page-theme.ts');
  const fromData = resolve(import.meta.dirname, 'src/theme/theme-from-data.ts');
  const madeByMui = /^const defaultTheme = createTheme\(\);$/m;
  let written: Promise<string> | undefined;
  const writePageTheme = async () => {
    const { module } = await runnerImport<typeof ThemeDataModule>(
      resolve(import.meta.dirname, 'src/theme/theme-data.ts'),
      { configFile: false, logLevel: 'error' },
    );
    const data = JSON.stringify(module.pageThemeData());
    return [
      `import { themeFromData } from ${JSON.stringify(fromData)};`,
      `const theme = themeFromData(JSON.parse(${JSON.stringify(data)}));`,
      'export const pageTheme = () => theme;',
    ].join('\n');
  };
  return {
    name: 'theme-made-at-build',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    load(id) {
      if (id !== pageThemeModule) return null;
      written ??= writePageTheme();
      return written;
    },
    transform: {
      filter: { id: /\/node_modules\/@mui\/material\/(Box\/Box|styles\/defaultTheme)\.mjs$/ },
      handler(code, id) {
        if (!madeByMui.test(code))
          this.error(`MUI no longer makes its default theme as expected in ${id}`);
        // On the line it replaces (an import is hoisted wherever it stands), so that every other
        // line keeps its place and the file's source map stays true (`map: null`).
        return {
          code: code.replace(madeByMui, () =>
            [
              `import { pageTheme } from ${JSON.stringify(pageThemeModule)};`,
              'const defaultTheme = pageTheme();',
            ].join(' '),
          ),
          map: null,
        };
      },
    },
  };
}

/**
 * Emotion imports `hoist-non-react-statics` once for its side effects (`import 'hoist-non-react-statics'`
 * in @emotion/react) although it has none, and that package says nothing of side effects, so the
 * bundler kept it, with the react-is 16 it requires, in every first load (1.1 kB gzip). Its one
 * user, Emotion's `withTheme` (through a wrapper of Emotion's), still gets it wherever it is called;
 * nothing of the site's calls it (docs/decisions/0082). The filter also takes in the react-is 16
 * inside that package's folder, which has no side effects either.
 */
function hoistStaticsWithoutSideEffects(): Plugin {
  return {
    name: 'hoist-statics-without-side-effects',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/hoist-non-react-statics\// },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

/**
 * The chunks of the first load, in layers: a layer's code imports only its own and earlier layers, so
 * the boot script can evaluate one chunk per task, in this order (scripts/prerender/boot.ts). One
 * chunk was one task of about 45 ms here, four times that on Lighthouse's phone: too long for a tap
 * to wait (docs/decisions/0010). src/app/start-react.ts makes React's CommonJS code run in its layer.
 */
const FIRST_LOAD_LAYERS: [string, RegExp][] = [
  [
    'first-load-react',
    /\/node_modules\/(react|react-dom|scheduler)\/|\/src\/app\/start-react\.ts$/,
  ],
  // Emotion's stand-in for its attribute list (`emotionWithoutItsAttributeList`) goes with Emotion.
  ['first-load-vendor', /\/node_modules\/(?!@mui\/)|\/src\/app\/emotion-props\.ts$/],
  // The page theme's module (`themeMadeAtBuild`) is MUI's default theme in the browser build.
  ['first-load-mui', /\/node_modules\/@mui\/|\/src\/theme\/(page-theme|theme-from-data)\.ts$/],
  ['first-load', /./],
];

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read a comment): a chunk that
 * starts with `//# allFunctionsCalledOnLoad` has all its functions compiled on the background thread
 * that streams it in, instead of each one on the main thread the first time it is called. The code a
 * page runs to start (the first load's layers, each page's own chunk and what it imports, the
 * footer's and the location action's) gets it: on a phone, compiling functions at first call was a
 * good part of the start-up's long tasks (docs/decisions/0072). Chunks loaded only for an action (the
 * Firebase SDK, the sending code, the mail builder) do not: most of their functions never run on a
 * visit. Added after minifying, so the comment stays; the chunk's name follows its content.
 */
function compileHintsForStartUp(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad';
  const startUp = new Set<string>();
  const isStartUpRoot = (id: string) =>
    /\/src\/pages\/[^/]+-page\.tsx$/.test(id) ||
    /\/src\/(components\/layout\/site-footer|features\/newsletter\/newsletter-form|features\/share-location\/share-location-action)\.tsx$/.test(
      id,
    );
  return {
    name: 'compile-hints-for-start-up',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      // Every module a page's start-up imports statically: from the entry, and from each page and
      // part of the layout the app loads before or right after hydrating.
      const visit = (id: string) => {
        if (startUp.has(id)) return;
        startUp.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry || isStartUpRoot(id)) visit(id);
      }
    },
    outputOptions: (options) => ({
      ...options,
      postBanner: (chunk) => (chunk.moduleIds.some((id) => startUp.has(id)) ? HINT : ''),
    }),
  };
}

/**
 * `/manifest.webmanifest` is made from the company constants and the list of services
 * (src/content/web-manifest.ts, docs/decisions/0053-one-source-per-fact.md): the dev server serves it,
 * and the browser build writes it next to the pages.
 */
function webAppManifest(): Plugin {
  const fileName = 'manifest.webmanifest';
  return {
    name: 'web-app-manifest',
    apply: (_, env) => env.command === 'serve' || !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
        response.end(webManifestText());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: webManifestText() });
    },
  };
}

/**
 * Emotion's list of HTML attributes (`@emotion/is-prop-valid`) is left out of the builds (the
 * prerender's too) and the dev server (Vitest loads Emotion from node_modules as it is, so the unit
 * tests keep the list; tests/unit/styled-props.test.ts is their guard): it decides which props
 * reach the DOM only for a styled HTML element that does not say so itself, and every styled element
 * of the site, and every MUI part it uses, says so.
 * src/app/emotion-props.ts takes its place and fails loudly if it is ever asked;
 * tests/unit/styled-props.test.ts finds a styled element that would ask (docs/decisions/0085).
 */
function emotionWithoutItsAttributeList() {
  return [
    {
      find: /^@emotion\/is-prop-valid$/,
      replacement: resolve(import.meta.dirname, 'src/app/emotion-props.ts'),
    },
  ];
}

/**
 * react-router's ES module entry is its development build (the same code with its development warnings
 * switched on, which no minifier can drop). Builds other than the dev server and unit tests use its
 * production build: the same code, about 3 kB (gzip) less on every page.
 */
function productionBuildOf(mode: string) {
  if (mode === 'development' || mode === 'test') return [];
  const dist = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
  return [
    { find: /^react-router$/, replacement: `${dist}/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dist}/dom-export.mjs` },
  ];
}

/**
 * `vite preview` serves the build the way Firebase Hosting does, from firebase.json (clean URLs, the
 * 404 page with status 404, the headers including the Content-Security-Policy, brotli), so the browser
 * tests run the prerendered site as visitors get it. The policy is the one this build is deployed with
 * (scripts/hosting/hosting-headers.ts): with App Check when the build has a site key, and with the
 * local emulators' addresses when the build talks to them.
 */
function firebaseHostingPreview(firebase: FirebaseSettings): Plugin {
  const emulators = firebase.useEmulators
    ? [firebase.firestorePort, firebase.storagePort, firebase.functionsPort].map(
        (port) => `http://${firebase.emulatorHost}:${port}`,
      )
    : [];
  return {
    name: 'firebase-hosting-preview',
    configurePreviewServer(server) {
      const config = hostingConfigFor(
        readHostingConfig(resolve(server.config.root, 'firebase.json')),
        { appCheck: firebase.appCheck !== null, connectTo: emulators },
      );
      const handler = createHostingHandler({
        root: resolve(server.config.root, server.config.build.outDir),
        config,
      });
      // Registered before Vite's own static and SPA-fallback middlewares, which never run.
      server.middlewares.use(handler);
    },
  };
}
