import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'src/gen/',
      'mock-server/gen/',
      'openapi/dist/',
      'asyncapi/dist/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
      'conformance-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // every user-visible string goes through t(): no literal text in JSX, nor in the attributes people read
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/shared/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-valuetext|title|placeholder|alt|label|emptyText|text|message|confirmText|cancelText)$/] > Literal[value=/\\p{L}/u]',
          message: 'User-visible attribute text must be translated: use t().',
        },
      ],
    },
  },
  {
    files: ['scripts/lint/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
