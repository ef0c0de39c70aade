// Lint set-up in the spirit of the Docusaurus website's own: typescript-eslint,
// Docusaurus' plugin, React hooks and jsx-a11y; Prettier owns formatting.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.docusaurus/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
      'docs/api/',
      'versioned_docs/*/api/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // React rules only where React code lives: Playwright's fixture `use`
  // is not a hook.
  {
    files: [
      'src/**/*.{ts,tsx}',
      'plugins/search/{client,theme}/**/*.{ts,tsx}',
      'examples*/**/*.tsx',
    ],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: [
      'src/**/*.tsx',
      'plugins/search/theme/**/*.tsx',
      'examples*/**/*.tsx',
    ],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // DayPicker's own `autoFocus` prop is taught by the examples.
      'jsx-a11y/no-autofocus': ['error', {ignoreNonDOM: true}],
    },
  },
  {
    plugins: {'@docusaurus': docusaurus},
    rules: docusaurus.configs.recommended.rules,
  },
  // Examples are code readers paste into their own apps, not Docusaurus
  // pages: they use plain HTML headings.
  {
    files: ['examples*/**/*.tsx'],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // Docusaurus' logger is a tagged template: logger.info`…`.
      '@typescript-eslint/no-unused-expressions': [
        'error',
        {allowTaggedTemplates: true},
      ],
      // `const {a, ...rest} = props` leaves `a` out of `rest` on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {ignoreRestSiblings: true},
      ],
    },
  },
  {
    // Playwright fixtures must destructure their dependencies, even none.
    files: ['tests/**/*.ts'],
    rules: {'no-empty-pattern': 'off'},
  },
  prettier,
);
