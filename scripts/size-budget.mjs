// The size budget `npm test` holds after its build: the JavaScript (gzip) a browser must load before each
// route can show, followed through Vite's manifest (the entry with its static imports, plus the route's
// lazy chunk with its own). It fails when a route grows past its budget, so later work cannot quietly
// undo the speed work; `npm run bench` measures the rest (Lighthouse, interaction, API).
// Not size-limit: it measures the files it is given, and what a route loads first is the walk through
// Vite's manifest below, most of this file; the gzip sum it would replace is three lines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budgets, kB of gzip JS per route: the size a clean build measured when the budget was last set, and
 * about 0.5 kB of room. Lower them when a change wins room; raise one only in the commit that needs it,
 * saying there what grew and by how much (`git log -L '/const budgets/,/^};/:scripts/size-budget.mjs'`
 * shows each change with its reason). The targets they move towards are in docs/speed.md: 1.8 × a bare
 * React app for /login and 2.5 × for the rest.
 */
const budgets = {
  '/login': 112.3, '/quick-order': 163.3, '/multi-store-order': 156.3, '/my-orders': 154.8, '/my-orders/insights': 163.3, '/contact-us': 116.8, '/privacy-policy-public': 116.3, '/password': 114.3, '/register': 120.3, '/verify-account': 118.8, '/resend-email': 114.5,
  '/forgotten-password': 118.8, '/reset-password': 119.8, '/confirm-email': 118.8, '/place-order': 170.5, '/stock-card': 156.8, '/cart': 156.3, '/check-in': 171.1, '/': 152.8, default: 152.3,
};

const dist = process.env.PORTAL_DIST ?? 'apps/portal/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunk files a manifest key loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
// The router's lazy pages: `features/<name>/<Name>Page.tsx` and the private shell around them. A page's
// own lazy parts (a step or section loaded when it has something to show) are not routes.
const lazyKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
const layoutKey = (name) => lazyKeys.find((k) => k.includes(`shell/${name}`));
// Each page chunk with the layout it renders in: the private shell, the standalone layout (§2.1
// standalone routes) or none (the public routes of §2.2 use the entry's public template). One row per
// page module; a page serving several paths (the legal pages) is measured once, under its first path.
const pageRoutes = {
  HomePage: '/', SetEoidFidPage: '/set-eoid-fid', HelpPage: '/faqs', LegalPage: '/privacy-policy', VideosPage: '/videos', VlogsPage: '/vlogs',
  InsightsPage: '/my-orders/insights', PartnerHubPage: '/p4p', DownloadsPage: '/see-all-downloads', HomeAssetPage: '/home-asset', InvoicePage: '/invoice',
  ContactUsPage: '/contact-us', PublicLegalPage: '/privacy-policy-public', ChangePasswordPage: '/change-password', PasswordPage: '/password',
  RegisterPage: '/register', VerifyAccountPage: '/verify-account', ResendEmailPage: '/resend-email', ForgottenPasswordPage: '/forgotten-password',
  ResetPasswordPage: '/reset-password', ConfirmEmailPage: '/confirm-email', MyAccountPage: '/my-account',
};
const standalone = new Set(['HomeAssetPage', 'InvoicePage']);
const publicPages = new Set(['ContactUsPage', 'PublicLegalPage', 'PasswordPage', 'RegisterPage', 'VerifyAccountPage', 'ResendEmailPage', 'ForgottenPasswordPage', 'ResetPasswordPage', 'ConfirmEmailPage']);
const rows = [['/login', entry]];
for (const key of lazyKeys.filter((k) => /\/features\/[^/]+\/[^/]*Page\.tsx$/.test(k))) {
  const page = key.replace(/^.*\//, '').replace(/\.tsx$/, '');
  const layout = publicPages.has(page) ? undefined : layoutKey(standalone.has(page) ? 'StandaloneLayout' : 'PrivateLayout');
  const files = new Set([...entry, ...closure(key), ...(layout ? closure(layout) : [])]);
  const folder = key.replace(/^.*features\//, '').split('/')[0];
  rows.push([pageRoutes[page] ?? `/${folder}`, files]);
}

let failed = false;
console.log('| route | initial JS (gzip) | budget | |\n|---|---|---|---|');
for (const [route, files] of rows) {
  const kb = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
  const budget = budgets[route] ?? budgets.default;
  const ok = kb <= budget;
  failed ||= !ok;
  console.log(`| ${route} | ${kb.toFixed(1)} kB | ${budget} kB | ${ok ? 'ok' : 'OVER'} |`);
}
if (failed) {
  console.error('\nA route is over its JS budget (scripts/size-budget.mjs). Split what it does not show, or explain the raise in the commit.');
  process.exit(1);
}
