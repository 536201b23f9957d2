import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    files: ['src/server/runtime/environment.ts', 'test/**', 'e2e/**', 'bench/**', 'scripts/**', 'playwright.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'src/rules runs in the browser too.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', { selector: "MemberExpression[property.name='only']", message: 'No focused tests.' }] },
  },
);
