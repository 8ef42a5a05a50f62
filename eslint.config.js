import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FIREBASE_ONLY_IN_ADAPTER = {
  regex: '^firebase(/.*)?$',
  message: 'Import Firebase only in src/lib/firebase.ts.',
};

/** A relative import of one of these top-level folders of src/. */
const importOf = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;

/**
 * Code outside a feature uses it through its public entry (`features/<name>/index`), never its
 * internals: a feature can rearrange its parts without touching its users. Two entries of their own
 * load none of its components: `worker` (what the service worker uses) and `collected` (what the
 * privacy policy lists it as collecting, so that the policy's page loads no form: decision 0087).
 */
const FEATURE_INTERNALS = {
  regex: '(^|/)features/[^/]+/(?!(index|worker|collected)(\\.tsx?)?$)[^/]',
  message:
    'Import a feature only through its public entry, features/<name>/index (or, from the service worker, features/<name>/worker; for what a feature collects, features/<name>/collected).',
};

/** Each feature's folders, as paths under src/features/<feature>/ ('' for the feature's own). */
function featureFolders(dir = new URL('./src/features/', import.meta.url), prefix = '') {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [
      `${prefix}${entry.name}`,
      ...featureFolders(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`),
    ]);
}

/**
 * A feature may not import another feature (its relative imports stay inside its own folder, or go
 * to the shared layers after it). One block per folder of a feature: from a folder `depth` levels
 * below src/features/, `../` that many times reaches the features themselves.
 */
function featureRules(layerPatterns) {
  return featureFolders().map((folder) => {
    const [feature] = folder.split('/');
    const depth = folder.split('/').length;
    const up = `^(\\.\\./){${depth}}`;
    return {
      files: [`src/features/${folder}/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...layerPatterns,
              {
                regex: `${up}(?!${feature}(/|$)|\\.\\.(/|$))[^/]|${up}\\.\\./features/(?!${feature}(/|$))`,
                message: `A feature may not import another feature: ${feature} stays self-contained.`,
              },
            ],
          },
        ],
      },
    };
  });
}

function importRules() {
  const layers = [
    { files: ['src/pages/**'], forbidden: ['app'] },
    { files: ['src/features/**', 'src/components/**'], forbidden: ['app', 'pages'] },
    { files: ['src/components/**'], forbidden: ['app', 'pages', 'features'] },
    {
      files: ['src/lib/**', 'src/content/**', 'src/theme/**'],
      forbidden: ['app', 'pages', 'features', 'components'],
    },
    // The Firebase adapter itself: the same layer, and Firebase allowed.
    { files: ['src/lib/firebase.ts'], forbidden: ['app', 'pages', 'features', 'components'] },
  ];
  const patternsOf = (files, forbidden) => [
    ...(files[0] === 'src/lib/firebase.ts' ? [] : [FIREBASE_ONLY_IN_ADAPTER]),
    ...(forbidden.length > 0
      ? [
          {
            regex: importOf(forbidden),
            message: `Imports flow one way: this folder may not import from ${forbidden.join(', ')}.`,
          },
        ]
      : []),
  ];
  const layered = [{ files: ['src/**'], forbidden: [] }, ...layers].map(({ files, forbidden }) => ({
    files: files.map((glob) => (glob.endsWith('**') ? `${glob}/*.{ts,tsx}` : glob)),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...patternsOf(files, forbidden), FEATURE_INTERNALS] },
      ],
    },
  }));
  // Inside a feature, these come last: they keep the features layer's rules and add their own.
  return [...layered, ...featureRules(patternsOf(['src/features/**'], ['app', 'pages']))];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
      '.firebase',
      'functions/lib',
      'reports',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Only the adapter talks to Firebase, and imports flow one way:
  // app → pages → features and components → lib, content and theme. Each layer may import the ones
  // after it, never one before it. A feature imports no other feature, and is used only through its
  // index.
  ...importRules(),
  // Interface text lives in copy modules (`*-copy.ts`, `content/*.ts`, `copy.ts`), each with a Spanish
  // sibling that the Spanish build uses instead (docs/translation.md): a word written in a component
  // would stay English on the Spanish site, and no type check would notice.
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'Interface text goes in a copy module (docs/translation.md), not in the JSX.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|alt|title|placeholder|label|helperText)$/] > Literal[value=/\\p{L}/u]',
          message: 'Interface text goes in a copy module (docs/translation.md), not in the JSX.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
);
