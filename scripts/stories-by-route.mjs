// @ts-check
// `node scripts/stories-by-route.mjs`: writes docs/stories-by-route.md (`--check`: exits 1 when it differs), the table of each route of the
// portal and the Storybook titles of what its page shows, read from the code: the route table
// (apps/portal/src/router.tsx), the page's imports from @trade-portal/ui (through the files of its own
// feature folder) and the stories' metas (`title`, `component`). A unit test fails when the file is stale.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const OUTPUT = 'docs/stories-by-route.md';

/** @param {string} dir @returns {string[]} the files under `dir` (relative to the root) */
function walk(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' || entry.name === 'node_modules' ? [] : walk(path);
    return [path];
  });
}

/** @param {string} from @param {string} specifier @returns {string | undefined} a relative import's file */
function moduleFile(from, specifier) {
  const base = resolve(dirname(join(root, from)), specifier);
  const found = [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts'), join(base, 'index.tsx')].find(existsSync);
  return found && relative(root, found);
}

/** @param {string} text a stories file @returns {string | undefined} its meta's title */
const metaTitle = (text) => /const meta = \{[^;]*?title: '([^']+)'/.exec(text)?.[1];

/** @returns {Map<string, string>} each story component's name → its stories' title */
function titlesByComponent() {
  const titles = new Map();
  for (const file of [...walk('packages/ui/src'), ...walk('apps/portal/src')].filter((f) => f.endsWith('.stories.tsx'))) {
    const text = readFileSync(join(root, file), 'utf8');
    const title = metaTitle(text);
    const component = /const meta = \{[^;]*?component: (\w+)/.exec(text)?.[1];
    if (title && component && !titles.has(component)) titles.set(component, title);
  }
  return titles;
}

/**
 * The ui components a page shows: its imports from @trade-portal/ui, and those of the files of its own
 * feature folder it imports, re-exports or loads later (features do not import each other).
 * @param {string} page @returns {Set<string>}
 */
function uiImports(page) {
  const folder = dirname(page);
  const seen = new Set();
  const names = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(root, file), 'utf8');
    const follow = (/** @type {string} */ from) => {
      const next = moduleFile(file, from);
      if (next && next.startsWith(folder) && !next.endsWith('.test.ts')) visit(next);
    };
    // Static imports and re-exports (a module that gathers a page's lazy parts re-exports them).
    for (const [, list, from] of text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
      if (from === '@trade-portal/ui') for (const name of list.split(',')) names.add(name.replace(/^\s*type\s+/, '').split(' as ')[0].trim());
      else if (from.startsWith('.')) follow(from);
    }
    // The page's own parts loaded later (`lazy(() => import('./Part'))`) are shown by the page too.
    for (const [, from] of text.matchAll(/import\('(\.[^']+)'\)/g)) follow(from);
  };
  visit(page);
  names.delete('');
  return names;
}

/** @returns {[string, string][]} the routes of router.tsx and their page files, in the table's order */
function routes() {
  const router = 'apps/portal/src/router.tsx';
  const text = readFileSync(join(root, router), 'utf8');
  const found = [['/login', 'apps/portal/src/features/login/LoginPage.tsx']];
  // A route's page is a lazyPart of its feature's module: `'/path': lazyPart(() => import('./features/…'))`.
  for (const [, path, module] of text.matchAll(/'(\/[\w/-]*)': lazyPart\(\(\) => import\('(\.\/features\/[^']+)'\)\)/g)) {
    const file = moduleFile(router, module);
    if (file) found.push([path, file]);
  }
  return /** @type {[string, string][]} */ (found);
}

/** @returns {string} the Markdown of docs/stories-by-route.md */
export function storiesByRoute() {
  const titles = titlesByComponent();
  const portalTitles = (/** @type {string} */ folder) =>
    walk(folder)
      .filter((f) => f.endsWith('.stories.tsx'))
      .map((f) => metaTitle(readFileSync(join(root, f), 'utf8')))
      .filter((t) => t !== undefined);
  const rows = routes().map(([path, page]) => {
    const shown = new Set([...portalTitles(dirname(page))]);
    for (const name of uiImports(page)) {
      const title = titles.get(name);
      if (title) shown.add(title);
    }
    const list = [...shown].sort().map((t) => `\`${t}\``).join(', ');
    return `| \`${path}\` | \`${relative('apps/portal/src', page)}\` | ${list || '(none of its own)'} |`;
  });
  return [
    '<!-- Generated by `node scripts/stories-by-route.mjs` from the route table and the stories; do not edit. -->',
    '# Stories by route',
    '',
    "Each route of the portal, its page, and the Storybook titles of the components that page shows (the page's own imports",
    'from `@trade-portal/ui` and those of its feature folder). Every screen also shows the shell: `UI/Header`, `UI/InfoBar`,',
    '`UI/NotificationStrip`, `UI/Footer` (private pages) or `UI/PublicLayout` (public ones). In Storybook, type the last part',
    'of a title in the sidebar search.',
    '',
    '| route | page (apps/portal/src/) | stories |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const table = storiesByRoute();
  if (process.argv.includes('--check')) {
    const current = existsSync(join(root, OUTPUT)) && readFileSync(join(root, OUTPUT), 'utf8') === table;
    console.log(current ? `${OUTPUT} is current.` : `${OUTPUT} is stale: run \`node scripts/stories-by-route.mjs\` and commit it.`);
    process.exit(current ? 0 : 1);
  }
  writeFileSync(join(root, OUTPUT), table);
  console.log(`Wrote ${OUTPUT}.`);
}
