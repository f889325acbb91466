import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'demo/data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.{ts,tsx}', 'test/browser/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The React Compiler rules assume the compiler; this codebase does not use it.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/immutability': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One fetch-free codebase: HTTP goes through src/http (ky).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the clients in src/http/.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: Weft runs under a strict CSP.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: Weft runs under a strict CSP.' },
        {
          selector: "MemberExpression[property.name='innerHTML']",
          message: 'Insert sanitised nodes (src/util/sanitize.ts) instead.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Insert sanitised nodes (src/util/sanitize.ts) instead.',
        },
      ],
    },
  },
  {
    // The HTTP clients are the one place that calls fetch.
    files: ['src/http/**/*.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // An element imports only from src/ (and test/ in its tests) and its own folder: code two elements
    // need lives in src/ (STYLE.md 13).
    files: ['elements/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // ../other-element/… or ../../anything-but-src-or-test/…; registering another element's tag
              // (`import '../text/text.element.js'`, as a group's test or the video gallery's players need) is allowed.
              regex: '^\\.\\./(?:\\.\\./(?!src/|test/)|[^./][^/]*/(?![^/]+\\.element\\.js$))',
              message: 'An element imports only from src/ and its own folder: move what two elements share to src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/loader.ts', 'src/loader/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'ky', 'i18next', '@r2wc/*', 'dompurify', '@preact/*'],
              message: 'The loader imports no framework code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser code: fixtures, and the functions the bench runs inside the page.
    files: ['test/browser/fixtures/**/*.js', 'demo/**/*.js', 'scripts/bench.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
