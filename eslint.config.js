// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The one-way dependency rule of ARCHITECTURE.md:
 *   domain <- api-client, machines, ui <- portal;  domain, api-client (types) <- api.
 * A wrong import fails `npm run lint` and so CI.
 */
const pkg = (name) => [`@trade-portal/${name}`, `@trade-portal/${name}/*`];
const restrict = (names, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names.flatMap(pkg), message }] }],
});
const noReach = { group: ['**/packages/*/src/**', '**/apps/*/src/**', '../../packages/**', '../../apps/**'], message: 'Import workspace packages by name, through their index.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '**/generated/**', 'data/**', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noReach] }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/portal/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noReach, { group: ['@trade-portal/*', 'react', 'react-dom', 'xstate', 'openapi-fetch'], message: 'domain is pure: it imports nothing of ours and no framework.' }] }],
    },
  },
  {
    files: ['packages/api-client/**/*.ts'],
    rules: restrict(['ui', 'machines', 'portal', 'api'], 'api-client imports only its generated types, openapi-fetch and domain.'),
  },
  {
    files: ['packages/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          noReach,
          { group: [...pkg('ui'), ...pkg('portal'), ...pkg('api'), 'react', 'react-dom'], message: 'machines import xstate, domain and api-client types only.' },
        ],
        paths: [{ name: '@trade-portal/api-client', allowTypeImports: true, message: 'machines may import api-client types only (import type).' }],
      }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: restrict(['api-client', 'machines', 'portal', 'api'], 'ui gets data and callbacks as props: no client, machines or portal.'),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [noReach, { group: [...pkg('ui'), ...pkg('machines'), ...pkg('portal'), 'react', 'react-dom'], message: 'api imports domain and the generated types only.' }],
        paths: [{ name: '@trade-portal/api-client', allowTypeImports: true, message: 'api imports the generated types only (import type).' }],
      }],
    },
  },
);
