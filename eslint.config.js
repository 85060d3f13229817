// Lint rules for every part. The import boundaries encode docs/ARCHITECTURE.md "The parts":
// core imports none of the others; the browser parts and the desktop app never import the server.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverImport = {
  group: ['**/server/**', '!**/server-*'],
  message: 'Only the server imports server code (docs/ARCHITECTURE.md).',
};
const relativeCoreImport = {
  group: ['**/core/src/**'],
  message: 'Import core as @core/... (docs/ARCHITECTURE.md "Imports").',
};

const handWrittenAddress =
  'Name the endpoint from core/src/http/contract (LIGHT in the zod-free pages) and call it with call() (docs/api.md, "Calling a route").';
const handFilledAddress = {
  name: '@core/http/contract/paths.js',
  importNames: ['fillPath', 'PATHS', 'dashboardPath'],
  message: handWrittenAddress,
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'out/**',
      'release/**',
      'node_modules/**',
      'data/**',
      'data-demo/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles is an error nobody sees (a save that failed
    // silently, a stream left open). The type information comes from the five tsconfig projects, named here:
    // 56 s against 68 s for the project service finding them file by file (CONTRIBUTING.md "Tests"), and a
    // file no project includes is an error here rather than one checked by nothing.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.server.json',
          './tsconfig.web.json',
          './tsconfig.sw.json',
          './tsconfig.desktop.json',
          './tsconfig.tests.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what a handler returns (onSubmit={handleSubmit(save)}): the promise is not lost there.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Kysely's own convention: migrations see the database as it was then, so they take Kysely<any>.
    // Backups read and write every table by name, whatever the schema holds at the time.
    files: ['server/src/db/migrate.ts', 'server/src/db/migrations/**/*.ts', 'server/src/backup/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Electron's listener signatures are (event, ...args: any[]); the injected fakes mirror them.
    files: ['desktop/main/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unsafe-function-type': 'off' },
  },
  {
    files: ['admin-web/**/*.{ts,tsx}', 'widgets/**/*.ts', 'desktop/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['admin-web/**/*.{ts,tsx}', 'desktop/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['core/**/*.ts'],
    // Tests, and the catalogs' build step (which reads the PO files), run in Node only.
    ignores: ['core/**/*.test.ts', 'core/src/i18n/build/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/admin-web/**', '**/widgets/**', '**/desktop/**'],
              message: 'core imports none of the other parts (docs/ARCHITECTURE.md).',
            },
            {
              group: ['react', 'react-dom', 'node:*'],
              message: 'core is pure: no React, no Node APIs (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [relativeCoreImport] }] },
  },
  {
    files: ['admin-web/**/*.{ts,tsx}', 'widgets/**/*.ts', 'desktop/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverImport, relativeCoreImport], paths: [handFilledAddress] }],
    },
  },
  {
    // One typed call (docs/api.md, "Calling a route"): a client names the endpoint and calls it. An address
    // of the API written by hand is how the untyped path looked; clients-call-the-contract.test.ts says the same.
    files: ['admin-web/src/**/*.{ts,tsx}', 'widgets/**/*.ts', 'desktop/{main,preload,renderer}/**/*.{ts,tsx}'],
    // The service worker's cache route and the desktop's own protocol match addresses; they call none.
    ignores: ['**/*.test.{ts,tsx}', 'admin-web/src/sw/service-worker.ts', 'desktop/main/app-protocol.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\x2Fapi\\x2F/]', message: handWrittenAddress },
        { selector: 'TemplateElement[value.raw=/^\\x2Fapi\\x2F/]', message: handWrittenAddress },
      ],
    },
  },
  {
    // Build configurations are loaded before any alias exists.
    files: ['**/*.config.ts', '**/vite.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
