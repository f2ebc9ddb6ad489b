import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'bench-results', 'bench/.scratch', 'node_modules', 'src/route-tree.gen.ts', 'test-results', 'playwright-report', 'public/sw.js'] },
  js.configs.recommended,
  { files: ['**/*.js'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never inject HTML.' },
      ],
    },
  },
  {
    // The query-module convention (src/core/query/README.md): components never call the API client
    // and never write a query key by hand; the feature's query module does both.
    files: ['src/features/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.test-util.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never inject HTML.' },
        { selector: "CallExpression[callee.property.name='request']", message: "Components do not call the API: put the request in the feature's query module." },
        { selector: "CallExpression[callee.name='queryKey']", message: "Query keys come from the owner's key factory (its query module), not from literals in components." },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: '@/core/query/keys', message: "Use the owner's key factory." }] }],
    },
  },
  {
    // Shared pieces live in src/ui and src/core/entities, not in a product folder: the explore feature's
    // internals are its own (its public index.ts is open to others, like any feature's).
    files: ['src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}'],
    ignores: ['src/features/explore/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/features/explore/', message: 'The explore feature is not a library: shared pieces live in src/ui and src/core/entities.' }] }],
    },
  },
);
