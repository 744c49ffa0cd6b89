import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** A feature reaching into another feature's folder (`../../<other>/`, or any path through `features/`). */
const CROSS_FEATURE_IMPORT = { regex: '^(\\.\\./\\.\\./(?!\\.\\.)|.*/features/)', message: 'Features must not import other features; move shared code to components/ or lib/.' };
const STOREFRONT_IMPORT = { regex: '^@storefront/web(/|$)|apps/web/', message: 'The console shares code with the storefront only through packages/ui and packages/contract.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/.data/**', 'e2e/.profile/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // dependency-cruiser reads its configuration as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Every server transaction goes through inTransaction, which runs it again when the database gave up on it (deadlock, busy).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/transaction.ts', 'apps/server/src/db/seed/**', 'apps/server/src/db/migrations/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
        message: 'Open transactions with inTransaction (db/transaction.ts): it retries deadlocks and serialization failures.',
      }],
    },
  },
  {
    // Features never import each other: shared code flows down (app -> routes -> features -> components/lib).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [CROSS_FEATURE_IMPORT],
      }],
    },
  },
  {
    // The staff console shares code with the storefront only through packages/ui and packages/contract;
    // its features, like the storefront's, never import each other.
    files: ['apps/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [STOREFRONT_IMPORT] }],
    },
  },
  {
    files: ['apps/console/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [STOREFRONT_IMPORT, CROSS_FEATURE_IMPORT] }],
    },
  },
);
