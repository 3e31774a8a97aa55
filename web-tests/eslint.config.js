// ESLint for the browser client (web/*.js, plain ES modules run by the browser as they are) and
// for these tests. Run from the repository root (`npm run --prefix web-tests lint` does so), so
// that the patterns below are relative to it.

import js from '@eslint/js';
import globals from 'globals';

// Beyond ESLint's recommended rules: what the client already keeps to.
const rules = {
  ...js.configs.recommended.rules,
  eqeqeq: 'error',
  'no-var': 'error',
  'prefer-const': 'error',
  'no-unused-expressions': 'error',
};

export default [
  // Vendored as published (@fluent/bundle): not ours to lint.
  { ignores: ['web/fluent-bundle.js'] },
  {
    files: ['web/*.js'],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: globals.browser,
    },
    rules,
  },
  {
    files: ['web-tests/**/*.js'],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: globals.node,
    },
    rules,
  },
];
