// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.lighthouse/',
      '.reports/',
      '.vitest/',
      '.wireit/',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Plain JavaScript (scripts, configs) has no type information to lint against.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...astro.configs.recommended,
  // Registers jsx-a11y's strict rules for every file, .tsx components included.
  ...astro.configs['jsx-a11y-strict'],
  {
    // .astro files are checked by `astro check`; typed rules need a program they do not have.
    files: ['**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Architecture: only ui/data touches IndexedDB, fetch, navigator.storage and web storage.
    files: ['ui/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['ui/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'idb', message: 'Only ui/data uses idb.' }] },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only ui/data fetches.' },
        { name: 'indexedDB', message: 'Only ui/data touches IndexedDB.' },
        { name: 'sessionStorage', message: 'Only ui/data keeps things in web storage.' },
        { name: 'localStorage', message: 'Only ui/data keeps things in web storage.' },
      ],
    },
  },
  {
    // Architecture: the domain is pure TypeScript, importable from Node, with no browser APIs.
    files: ['ui/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'idb', 'uplot', 'uplot-react'],
          patterns: ['@radix-ui/*', '../data', '../data/*', '../components/*', '../islands/*'],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'fetch',
        'indexedDB',
        'localStorage',
        'sessionStorage',
        'BroadcastChannel',
        'XMLHttpRequest',
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // Numbers in template strings are formatted on purpose (e.g. counts in messages).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
);
