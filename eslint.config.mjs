// The linter of every package, run by `npm test` (npm run lint). Besides the usual TypeScript, React hooks and
// accessibility rules it keeps the boundaries between the parts (docs/architecture.md):
// - a remote or the shell imports another package only through @inercise/shared's public entries, never another
//   remote, the shell, or shared's files by path;
// - the API never imports browser code: its contracts come from @inercise/contracts, never @inercise/shared;
// - @inercise/contracts imports nothing of the repository's and no React (the API installs it);
// - no module imports one that leads back to it (an import cycle; `npm run lint:cycles` also follows type-only imports);
// - the API's layers point down: migrations, the database, the HTTP layer, the services' interfaces and the app's
//   context import nothing from features/;
// - @inercise/shared never imports its own entry by name;
// - the end-to-end specs take `test` from e2e/support/test.ts, whose fixtures (the CPU slow-down) apply to all.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import registry from '@inercise/contracts/bundles.json' with { type: 'json' };
import { sizeRules } from './tools/eslintSizeRules.mjs';

const bundles = registry.map((bundle) => bundle.name);

/** Paths into another part's files, however many ../ it takes. */
const intoOtherParts = (own) => [
  ...bundles.filter((name) => name !== own).map((name) => `**/${name}/**`),
  '**/shared/src/**',
  '**/api/src/**',
  '@inercise/mf-*',
  '@inercise/shell',
  '@inercise/shell/*',
  '@inercise/api',
  '@inercise/api/*',
];

/** What the API may not import: browser code and @inercise/shared (React's package); its contracts come from @inercise/contracts. */
const apiImports = ({ translations }) => ({
  paths: [
    { name: '@inercise/shared', message: 'The API takes its contracts from @inercise/contracts, never from @inercise/shared (React).' },
    { name: 'react', message: 'The API never imports browser code.' },
    { name: 'react-dom', message: 'The API never imports browser code.' },
    ...(translations ? [] : [{ name: '@inercise/contracts/translations', message: "The shared texts are the browsers' (the API's tests may check them)." }]),
  ],
  patterns: [
    { group: ['@inercise/shared/*'], message: 'The API takes its contracts from @inercise/contracts, never from @inercise/shared (React).' },
    { group: ['**/shared/src/**', '**/shell/**', '**/mf-*/**', '@inercise/mf-*'], message: 'The API never imports browser code.' },
    { group: ['**/contracts/src/**'], message: "@inercise/contracts is reached through its package's entries." },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/releases/**',
      'e2e/.releases/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      'api/var/**',
      '.tmp/**',
      // A deliberate cycle, linted by tools/eslintBoundaries.test.mjs to show the cycle rule fires.
      'tools/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A disable comment that no longer silences anything is an error, so none outlives its reason.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        // Browser and Node globals both appear (bundles, servers, scripts); TypeScript checks which exist where.
        window: 'readonly', document: 'readonly', navigator: 'readonly', location: 'readonly', console: 'readonly',
        process: 'readonly', Buffer: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', fetch: 'readonly',
        Response: 'readonly', Request: 'readonly', Headers: 'readonly', AbortSignal: 'readonly', AbortController: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        structuredClone: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly', require: 'readonly', module: 'writable',
        __dirname: 'readonly', __filename: 'readonly', globalThis: 'readonly', queueMicrotask: 'readonly',
        requestAnimationFrame: 'readonly', performance: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly',
        HTMLElement: 'readonly', Event: 'readonly', CustomEvent: 'readonly', crypto: 'readonly', exports: 'writable',
      },
    },
    rules: {
      // TypeScript reports undefined names with types in view; the core rule does not know them.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Import cycles: a module's value depending on its own evaluation order is a bug waiting for a reordering, and
    // a cycle ties two files that belong apart. This rule does not follow type-only imports (erased at build); a
    // type-only cycle still ties two files together, so `npm run lint:cycles` (dpdm, after this linter) finds those.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [`{shared,${bundles.join(',')}}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks. The plugin's newer rules describe what the React Compiler assumes; the bundles are not
      // compiled with it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...bundles.map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: intoOtherParts(name),
              message: "Another part's code is reached only through @inercise/shared's public entries (docs/architecture.md).",
            },
            // The owner's contracts stay out of every bundle a shopper downloads.
            ...(name === 'mf-backoffice'
              ? []
              : [{ group: ['@inercise/shared/admin', '@inercise/shared/endpoints/admin*'], message: "The back office's contracts are mf-backoffice's alone: shoppers never download them." }]),
          ],
        },
      ],
    },
  })),
  {
    // What the API and the browsers share stays free of React and of every other part of the repository.
    files: ['contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'i18next', 'react-i18next'].map((name) => ({ name, message: '@inercise/contracts has no browser code: the API installs it.' })),
          patterns: [{ group: ['@inercise/*', '**/shared/**', '**/api/**', '**/shell/**', '**/mf-*/**'], message: '@inercise/contracts imports no other part of the repository.' }],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', apiImports({ translations: false })] },
  },
  {
    // The API's tests may read the translations, to check that every key the API answers has a text.
    files: ['api/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', apiImports({ translations: true })] },
  },
  {
    // The API's layers point down (docs/architecture.md): features build on the database, the HTTP layer and the
    // services' interfaces (api/src/services), never the other way. Migrations above all are frozen: each carries the
    // data and code it needs (db/migrationData), so a feature's change never rewrites what an old migration did.
    // The seed writes a new shop's first data through the features' own rules (slugs, the catalogue's version, the
    // devices' label hashes), so it stands above them; tests drive the whole app.
    files: ['api/src/db/**/*.ts', 'api/src/http/**/*.ts', 'api/src/services/**/*.ts', 'api/src/context.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/db/seed/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [{ target: './api/src', from: './api/src/features', message: 'The API\'s layers point down: this file may not import from features/ (move what it needs below, e.g. api/src/services or db/migrationData).' }],
        },
      ],
    },
  },
  {
    // A package importing its own entry by name hides the dependency from the cycle check and loads a second copy in
    // tests. Only the entries a remote bundles and loads like any consumer (the standalone page's starter, the
    // pay-again hook) take the page's shared instance that way.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/**/*.test.{ts,tsx}', 'shared/src/federation/startStandalone.ts', 'shared/src/payAgain/usePayAgain.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@inercise/shared', message: "@inercise/shared reaches its own modules by relative path, never its entry by name." }] },
      ],
    },
  },
  {
    // Every spec takes `test` and `expect` from the suite's own fixtures, so E2E_CPU_SLOWDOWN reaches every page.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import from '../support/test' (the suite's fixtures: E2E_CPU_SLOWDOWN)." }] }],
    },
  },
  {
    // Servers write JSON lines through the operations layer's logger (@inercise/ops), never plain text; console is
    // for the commands that answer a person at a terminal (admin, backup, restore, seed, migrate, retention, rollout).
    files: ['api/src/**/*.ts', 'web-server/src/**/*.ts', 'web-server/bin/serve-*.ts', 'ops/src/**/*.ts'],
    ignores: [
      'api/src/**/*.test.ts',
      'api/src/test/**',
      'api/src/admin.ts',
      'api/src/features/backups/backupCommand.ts',
      'api/src/features/backups/restoreCommand.ts',
      'api/src/db/seed/seedCommand.ts',
      'api/src/db/migrateCommand.ts',
      'api/src/features/retention/retentionCommand.ts',
    ],
    rules: { 'no-console': 'error' },
  },
  {
    // Tests read answers as they come: an answer's body is `any` there, checked by the assertions themselves.
    files: ['**/*.test.{ts,tsx,mjs}', '**/test/**/*.{ts,mjs}', '**/testing/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...sizeRules,
);
