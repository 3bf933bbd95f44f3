import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const serverCodeBan = { group: ['@bloom/db*', '@bloom/api*', '**/apps/api/**'], message: 'The browser bundle never pulls in server code.' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'packages/db/migrations/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration in apps/api/src/config.ts only.' },
      ],
    },
  },
  {
    // The one place allowed to read the environment, plus the tools that start processes.
    files: ['apps/api/src/config.ts', 'scripts/**', 'e2e/**', 'apps/api/bench/**', 'apps/api/scripts/**', 'packages/db/drizzle.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@bloom/*', '../../*'], message: 'The contract depends on nothing but zod.' }] }],
    },
  },
  {
    files: ['packages/db/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@bloom/api*', '@bloom/web*'], message: 'db depends only on contract.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverCodeBan] }],
    },
  },
  // Features do not import each other: what two share moves to components/ or lib/. Inside a feature,
  // anything outside it is imported through the @/ alias, so the rule can see where an import goes.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverCodeBan,
            { regex: `^@/features/(?!${feature}/)`, message: 'Features do not import each other: move what two share to components/ or lib/.' },
            { regex: '^\\.\\./\\.\\./', message: 'Import what lies outside this feature through @/.' },
          ],
        },
      ],
    },
  })),
);
