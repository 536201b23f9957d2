import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** An import pattern that forbids relative imports reaching into the named top-level folders of src/. */
const layer = (message, folders) => ({ regex: `^\\.\\.?/(?:.*/)?(?:${folders.join('|')})(?:/|$)`, message });

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'e2e-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/runtime/config.ts.' },
      ],
    },
  },
  {
    // The config loader and the test/bench harnesses are the only readers of the environment.
    files: ['src/server/runtime/environment.ts', 'test/**', 'e2e/**', 'e2e-amazon/**', 'bench/**', 'scripts/**', 'playwright.config.ts', 'playwright.amazon.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Layers (docs/decisions/0011-layout-and-layers.md): rules <- contract <- writer <- server, and
  // the web app sees only contract, rules and two pure writer modules. cli, app.ts and main.ts
  // compose everything and are not restricted.
  {
    files: ['src/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'src/rules runs in the browser too.' },
            layer('src/rules imports nothing of ours outside src/rules.', ['contract', 'writer', 'server', 'web', 'cli']),
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer('src/contract imports only src/rules.', ['writer', 'server', 'web', 'cli'])] }],
    },
  },
  {
    files: ['src/writer/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer('src/writer imports only src/rules and src/contract; the server passes it what it needs.', ['server', 'web', 'cli'])] },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer('src/server never imports the web app; it serves its build.', ['web', 'cli'])] }],
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer('src/web imports only src/web, src/contract and src/rules.', ['server', 'cli']),
            {
              // The default prompt templates and the product-identity check are pure functions the
              // browser shares with the writer; the rest of the writer (editor, LLM, guarantee) stays on the server.
              regex: '^\\.\\.?/(?:.*/)?writer/(?!(?:prompts/templates|input-identity)(?:\\.js)?$)',
              message: 'src/web imports only src/web, src/contract and src/rules (plus the pure writer/prompts/templates and writer/input-identity).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'e2e-amazon/**'],
    rules: { 'no-restricted-syntax': ['error', { selector: "MemberExpression[property.name='only']", message: 'No focused tests.' }] },
  },
);
