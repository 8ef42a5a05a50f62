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
  return [{ files: ['src/**'], forbidden: [] }, ...layers].map(({ files, forbidden }) => ({
    files: files.map((glob) => (glob.endsWith('**') ? `${glob}/*.{ts,tsx}` : glob)),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(files[0] === 'src/lib/firebase.ts' ? [] : [FIREBASE_ONLY_IN_ADAPTER]),
            ...(forbidden.length > 0
              ? [
                  {
                    regex: importOf(forbidden),
                    message: `Imports flow one way: this folder may not import from ${forbidden.join(', ')}.`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  }));
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
  // after it, never one before it.
  ...importRules(),
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
);
