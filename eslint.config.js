// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { withDynamicImports } from './scripts/eslint-dynamic-imports.js';

/**
 * The one-way dependency rule of ARCHITECTURE.md:
 *   domain <- api-client, machines, ui <- portal;  api-client (types) <- machines, ui;  domain, api-client (types) <- api.
 * A wrong import fails `npm run lint` and so CI.
 */
const pkg = (name) => [`@trade-portal/${name}`, `@trade-portal/${name}/*`];
const restrict = (names, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names.flatMap(pkg), message }] }],
});
const noReach = { group: ['**/packages/*/src/**', '**/apps/*/src/**', '../../packages/**', '../../apps/**'], message: 'Import workspace packages by name, through their index.' };

/**
 * The portal's zones (in the manner of bulletproof-react's `import/no-restricted-paths`, ADR 0004):
 * - only `apps/portal/src/api/` reaches the server: `portalClient`, `$api`, openapi-fetch, the client
 *   factory, `login`, TanStack's query and mutation hooks and its query client are used there and nowhere
 *   else, and the rest of the portal imports `api/` through its index;
 * - a feature folder imports no other feature folder (what two share belongs in `api/`, `shell/`, a
 *   folder named for its purpose (`scan/`, `offline/`, `ordering/`, `analytics/`, `documents/`, `hooks/`,
 *   `session/`) or a package), and those shared folders import no feature.
 * Feature folders are read from disk, so a new one is zoned without editing this file.
 */
const portal = 'apps/portal/src';
const features = readdirSync(new URL(`./${portal}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverOnlyInApi = 'The portal reaches the server only through src/api/ (ADR 0004): use or add a query option or mutation hook there.';
const portalPaths = [
  { name: '@trade-portal/api-client', importNames: ['createPortalClient', 'sessionMiddleware', 'login'], message: serverOnlyInApi },
  { name: '@tanstack/react-query', importNames: ['useQuery', 'useQueries', 'useSuspenseQuery', 'useInfiniteQuery', 'useMutation', 'queryOptions', 'useQueryClient'], message: serverOnlyInApi },
  { name: 'openapi-fetch', message: serverOnlyInApi },
  { name: 'openapi-react-query', message: serverOnlyInApi },
];
// Except the public contact, account and notices calls: plain fetches a public page imports directly, so it loads neither the query cache nor the session client.
// And the offline outbox's sender, which only the lazy OfflineSync loads: through the index it went into every private page's first download.
// And /my-account's reading of UpdateAccount's refusals, for the same reason; and the usual order, which only lazy parts of /place-order and /cart load; and the spending at a glance, which only /my-orders/insights loads; and the cart lines (ADR 0051), which only the pages that change lines load; and the revoke of a token logged out offline, which /login sends without the session client; and the delivery check-in, which only /check-in and the outbox's sender load.
const apiIndexOnly = { group: ['**/api/*', '!**/api/publicContact', '!**/api/publicAccount', '!**/api/publicRegistration', '!**/api/publicPasswordReset', '!**/api/publicNotices', '!**/api/outboxSender', '!**/api/accountRefusals', '!**/api/usualOrder', '!**/api/spendInsights', '!**/api/cartLinesEntry', '!**/api/revocation', '!**/api/delivery', '!**/api/claim', '!**/api/creditNote'], message: 'Import the portal\'s api through its index (`../../api`), not its modules.' };
const portalImports = (...patterns) => ({
  'no-restricted-imports': ['error', { paths: portalPaths, patterns: [noReach, apiIndexOnly, ...patterns] }],
});
const noFeatures = { group: ['**/features', '**/features/**'], message: 'Shared portal code (every folder but features/) imports no feature.' };
const otherFeatures = (self) => ({
  group: features.filter((f) => f !== self).flatMap((f) => [`../${f}`, `../${f}/**`, `**/features/${f}`, `**/features/${f}/**`]),
  message: 'Features do not import each other: move what two features share to src/api, src/shell, src/lib or a package.',
});
/**
 * One way to load code later (ADR 0033), in ui and the portal: every `import()` is the importer of a
 * `lazyPart`, and React.lazy is made only by `suspenseComponent` (lazyPart.ts).
 */
const oneWayToLoadLater = [
  { selector: 'ImportExpression:not(CallExpression[callee.name="lazyPart"] > ArrowFunctionExpression ImportExpression)', message: "Load code later through a part made once at module scope: lazyPart(() => import('./X')) (ADR 0033)." },
  { selector: 'ImportDeclaration[source.value="react"] > ImportSpecifier[imported.name="lazy"], MemberExpression[object.name="React"][property.name="lazy"]', message: 'Draw a component loaded later with suspenseComponent(part) or lazyComponent(part, …) (ADR 0033), not React.lazy.' },
];
const serverIdentifiers = {
  'no-restricted-syntax': ['error', { selector: 'Identifier[name=/^(portalClient|\\$api)$/]', message: serverOnlyInApi }, ...oneWayToLoadLater],
};
const testsAndStories = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'];

// Every zone below holds for `import()` too (scripts/eslint-dynamic-imports.js).
export default withDynamicImports(tseslint.config(
  // What test runs and the bench write beside the code (Playwright's report holds its trace viewer's bundles); .gitignore keeps the same out.
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '**/generated/**', 'data/**', 'test-results/**', 'playwright-report/**', '.vitest/**', 'coverage/**', 'bench/reports/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Stories are CSF3 with play functions: storybook's rules check their exports and that
  // play functions await their interactions and take expect from storybook/test. Its turning off
  // rules-of-hooks in stories is undone by the react-hooks block below, which comes later.
  ...storybook.configs['flat/recommended'],
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
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          noReach,
          { group: [...pkg('machines'), ...pkg('portal'), ...pkg('api'), '@trade-portal/api-client/*'], message: 'ui gets data and callbacks as props: no client, machines or portal.' },
        ],
        // A prop that carries a contract shape names the generated type (ADR 0003) instead of copying it.
        paths: [{ name: '@trade-portal/api-client', allowTypeImports: true, message: 'ui may import api-client types only (import type): data and callbacks come as props.' }],
      }],
    },
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
  {
    // A handler that sends its own reply answers through `sent`, `sendBody` or `noBody` (handlers/context.ts),
    // which carry the body's type: a returned FastifyReply types as `never`, which tsc lets through anywhere.
    files: ['apps/api/src/handlers/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: ':matches(ReturnStatement, ArrowFunctionExpression, ReturnStatement > LogicalExpression, ReturnStatement > ConditionalExpression) > CallExpression[callee.property.name="send"]',
        message: 'Answer a sent reply through sent<T>(reply…), sendBody(reply, status, body) or noBody(reply, status), so tsc checks its shape.',
      }],
    },
  },
  {
    files: [`${portal}/**/*.{ts,tsx}`],
    ignores: [`${portal}/api/**`],
    rules: { ...portalImports(), ...serverIdentifiers },
  },
  {
    files: [`${portal}/api/**/*.{ts,tsx}`, 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/primitives/lazyPart.ts', ...testsAndStories],
    rules: { 'no-restricted-syntax': ['error', ...oneWayToLoadLater] },
  },
  {
    // Tests and stories load modules as they need (a module re-imported after a reset).
    files: testsAndStories.map((glob) => `${portal}/${glob}`),
    ignores: [`${portal}/api/**`],
    rules: { 'no-restricted-syntax': serverIdentifiers['no-restricted-syntax'].slice(0, 2) },
  },
  ...features.map((feature) => ({
    files: [`${portal}/features/${feature}/**/*.{ts,tsx}`],
    rules: portalImports(otherFeatures(feature)),
  })),
  {
    // Every shared folder: all of src/ but the features, the server access (its own rule below) and the
    // route table and entry at the top, which put the features together.
    files: [`${portal}/*/**/*.{ts,tsx}`],
    ignores: [`${portal}/features/**`, `${portal}/api/**`],
    rules: portalImports(noFeatures),
  },
  {
    files: [`${portal}/api/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [noReach, noFeatures] }] },
  },
  {
    // A query's answer is drawn in a transition (ADR 0038): TanStack's own hooks draw it at once, in one task.
    files: [`${portal}/api/**/*.{ts,tsx}`],
    ignores: [`${portal}/api/useTransitionQuery.ts`, ...testsAndStories],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [noReach, noFeatures],
        paths: [{ name: '@tanstack/react-query', importNames: ['useQuery', 'useQueries', 'useSuspenseQuery', 'useInfiniteQuery'], message: 'Read a query with useTransitionQuery (src/api/useTransitionQuery.ts): its answer is drawn in a transition, in slices (ADR 0038).' }],
      }],
      'no-restricted-syntax': ['error', ...oneWayToLoadLater, { selector: 'MemberExpression[object.name="$api"][property.name=/^use(Suspense|Infinite)?Query$/]', message: 'Read a query with useTransitionQuery($api.queryOptions(…)) (ADR 0038).' }],
    },
  },
));
