// Interaction part of `npm run bench`: /place-order with a long catalogue in Chromium at 4× CPU throttling
// on a tablet-sized window. Time to the first quantity stepper (against the demo catalogue in the same run),
// and the interaction latency of the ordering controls (Event Timing API) with the long tasks they cause.
//
// The throttling slows everything that runs in the page, Playwright's own element queries included: a role
// query over a long list would then cost seconds and compete with the page. So the bench finds the
// controls with the CPU at full speed, and throttles while the page loads and while it answers the user.
/* global window, document, MutationObserver, requestAnimationFrame -- functions below run in the page */
import { carrySession, closeSessionPopups, DEMO_USER, INCREASE_LABEL_PATTERN, logIn, placeOrderControls } from './browser.mjs';

/** CPU slowdown applied through CDP `Emulation.setCPUThrottlingRate`. */
export const CPU_THROTTLING = 4;
/** The window: an 820 px tablet in portrait, the shop device. */
const viewport = { width: 820, height: 1180 };
/**
 * The targets: each kind's p95 interaction latency at most `floorRatio` × the bare page's p95 of
 * the same run (the floor is this browser and machine at this moment: a ratio holds on a busy machine
 * where a fixed figure does not), no long task over `longTaskMs` while the user acts, and the first
 * stepper of the long catalogue within `stepperMs` of navigation (the demo catalogue's beside it).
 */
export const interactionTargets = { floorRatio: 2, longTasks: 0, longTaskMs: 100, stepperMs: 1_500 };
/** Loads timed per catalogue after one warm-up load; the median is reported. */
const STEPPER_RUNS = 3;
/** Pause between two user actions, ms: a quick user, so each action is its own interaction. */
const GAP_MS = 200;
/** After the last action of a kind, ms: its rendering, the cart save's answer and the observers' delivery. */
const SETTLE_MS = 1_500;

/**
 * Runs in the page before its scripts: records when the first + button is in the DOM and painted, every
 * Event Timing entry of an interaction (durationThreshold 16 ms, buffered) and every long task.
 */
function pageObservers(pattern) {
  const re = new RegExp(pattern, 'i');
  const bench = { stepperAt: null, events: [], longTasks: [] };
  Object.defineProperty(window, '__bench', { value: bench });
  const nameOf = (el) =>
    el.getAttribute('aria-label') ??
    (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  const hasStepper = () => {
    for (const el of document.querySelectorAll('button, [role="button"]')) if (re.test(nameOf(el))) return true;
    return false;
  };
  const watcher = new MutationObserver(() => {
    if (!hasStepper()) return;
    watcher.disconnect();
    // The next frame is when it can first be seen.
    requestAnimationFrame(() => (bench.stepperAt = performance.now()));
  });
  watcher.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) bench.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * A new page in `context` with the observers installed. `cpu(rate)` sets its CPU throttling; `products`
 * resolves with the catalogue the API sent (null if none was seen).
 */
async function benchPage(context) {
  const page = await context.newPage();
  await page.addInitScript(pageObservers, INCREASE_LABEL_PATTERN);
  const cdp = await context.newCDPSession(page);
  const cpu = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const products = page
    .waitForResponse((r) => r.url().includes('/api/Product/AllProducts') && r.ok(), { timeout: 300_000 })
    .then((r) => r.json())
    .then((body) => (Array.isArray(body?.Products) ? body.Products : []))
    .catch(() => null);
  return { page, cpu, products };
}

/**
 * Opens /place-order at 4× CPU and waits for the first + button to be painted (seen by the in-page
 * observer, so no query of Playwright's runs in the throttled page meanwhile).
 * @returns {Promise<number>} ms from navigation start
 */
async function openPlaceOrder(page, cpu, base, rate = CPU_THROTTLING) {
  await cpu(rate);
  await page.goto(`${base}/place-order`, { waitUntil: 'commit', timeout: 300_000 });
  const at = await page
    .waitForFunction(() => window.__bench.stepperAt, null, { polling: 250, timeout: 300_000 })
    .then((h) => h.jsonValue())
    .catch(() => null);
  await cpu(1);
  if (at === null) {
    const found = await placeOrderControls(page).increase.count();
    throw new Error(`/place-order showed no + button named like /${INCREASE_LABEL_PATTERN}/i within 300 s (${found} found by role)`);
  }
  return Math.round(at);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Nearest-rank percentile of `xs` (0–100). */
export function percentile(xs, p) {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Times /place-order from navigation to the first + button painted at 4× CPU: one warm-up load at full
 * speed (HTTP cache, server), then `STEPPER_RUNS` loads (median, ms). Also reads how many products the
 * API sent and what the page's count says.
 */
async function timeFirstStepper(context, base) {
  const times = [];
  let catalogue = null;
  let products = null;
  let shownText = null;
  for (let run = 0; run <= STEPPER_RUNS; run++) {
    const { page, cpu, products: sent } = await benchPage(context);
    try {
      const ms = await openPlaceOrder(page, cpu, base, run === 0 ? 1 : CPU_THROTTLING);
      if (run > 0) times.push(ms);
      if (run === 0) {
        catalogue = await sent;
        products = catalogue?.length ?? null;
        await page.waitForLoadState('networkidle').catch(() => undefined);
        shownText = await page
          .getByRole('status')
          .filter({ hasText: /\bproducts?$/i })
          .or(page.getByText(/^[\d,]+ (of [\d,]+ )?products?$/i))
          .first()
          .textContent({ timeout: 5_000 })
          .catch(() => null);
      }
    } finally {
      await page.close();
    }
  }
  console.error(`  first stepper at ${base.replace(/^.*:/, 'port ')}: ${times.join(', ')} ms (${products} products)`);
  return { ms: median(times), runs: times, products, shownText: shownText?.trim() ?? null, catalogue };
}

/**
 * Runs one kind of interaction and returns what it caused: the longest Event Timing duration of each
 * interactionId (ms) and the long tasks that started meanwhile. `act(count, throttle)` finds its controls
 * at full speed, calls `throttle()` before the first user action and `count()` once per user action.
 * Interactions faster than 16 ms leave no entry; they count as 0 ms, so `count()` keeps the p95 honest.
 */
async function measureKind(page, cpu, name, act) {
  let performed = 0;
  let t0 = null;
  await act(
    () => performed++,
    async () => {
      t0 = await page.evaluate(() => performance.now());
      await cpu(CPU_THROTTLING);
    },
  );
  await page.waitForTimeout(SETTLE_MS);
  await cpu(1);
  const { events, longTasks } = await page.evaluate((from) => {
    const { events, longTasks } = window.__bench;
    const taken = { events: events.filter((e) => e.start >= from), longTasks: longTasks.filter((t) => t.start >= from) };
    // Entries are consumed once: a kind measured later must not see these again.
    events.length = 0;
    longTasks.length = 0;
    return taken;
  }, t0 ?? 0);
  const byId = new Map();
  for (const e of events) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
  const durations = [...byId.values()];
  while (durations.length < performed) durations.push(0);
  const over = longTasks.filter((t) => t.duration > interactionTargets.longTaskMs);
  console.error(`  ${name}: ${durations.length} interactions, p95 ${percentile(durations, 95)} ms, ${over.length} long tasks > ${interactionTargets.longTaskMs} ms`);
  return {
    name,
    interactions: durations.length,
    p95Ms: percentile(durations, 95),
    maxMs: Math.max(0, ...durations),
    longTasksOver: over.length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks.map((t) => t.duration))),
    durations: durations.sort((a, b) => b - a),
  };
}

/** Element handles of the first `n` matches of a locator (found at full speed). */
async function handles(locator, from, n) {
  const out = [];
  for (let i = from; i < from + n; i++) out.push(await locator.nth(i).elementHandle({ timeout: 30_000 }));
  return out;
}

/**
 * The ordering actions measured: (page, count, throttle, controls, extra) → Promise. Pop-up content (the
 * sort's options, the brand drawer) is found inside its own small container, cheap even when throttled.
 */
const kinds = [
  {
    name: 'typing a quantity',
    async act(page, count, throttle, { quantityBox }) {
      const boxes = await handles(quantityBox, 0, 5);
      await throttle();
      for (const box of boxes) {
        await box.click();
        count();
        await box.evaluate((el) => el.select());
        for (const key of ['1', '2', 'Enter']) {
          await page.waitForTimeout(GAP_MS);
          await page.keyboard.press(key);
          count();
        }
        await page.waitForTimeout(GAP_MS);
      }
    },
  },
  {
    name: 'stepping with +',
    async act(page, count, throttle, { increase }) {
      // The first five rows' + buttons: the list is virtualised (TanStack Virtual, ADR 0009), so only the
      // rows on screen and a few beyond exist, about ten on the tablet, and after a typed quantity one less.
      const buttons = await handles(increase, 0, 5);
      await throttle();
      for (const button of buttons) {
        for (let k = 0; k < 2; k++) {
          await button.click();
          count();
          await page.waitForTimeout(GAP_MS);
        }
      }
    },
  },
  {
    name: 'changing the sort',
    async act(page, count, throttle, { sort }) {
      const trigger = await sort.elementHandle();
      const native = await trigger.evaluate((el) => el.tagName === 'SELECT');
      await throttle();
      for (let i = 1; i <= 4; i++) {
        if (native) {
          // A native select opens outside the page: choose with the keyboard, as a user could.
          await trigger.focus();
          await page.keyboard.press(i < 4 ? 'ArrowDown' : 'Home');
          count();
        } else {
          await trigger.click();
          count();
          const listbox = page.locator('[role="listbox"]');
          await listbox.waitFor();
          await page.waitForTimeout(GAP_MS);
          const options = listbox.getByRole('option');
          await options.nth(i % (await options.count())).click();
          count();
        }
        await page.waitForTimeout(500);
      }
    },
  },
  {
    name: 'typing in search',
    async act(page, count, throttle, { search }, { term }) {
      const box = await search.elementHandle();
      await throttle();
      await box.click();
      count();
      for (const key of [...term, ...[...term].map(() => 'Backspace')]) {
        await page.waitForTimeout(150);
        await page.keyboard.press(key);
        count();
      }
    },
  },
  {
    name: 'opening and closing the drawer',
    async act(page, count, throttle, { brandButton }) {
      const open = await brandButton.elementHandle();
      const drawer = page.locator('[role="dialog"]').last();
      await throttle();
      for (let i = 0; i < 3; i++) {
        await open.click();
        count();
        await drawer.waitFor();
        await page.waitForTimeout(GAP_MS);
        // Closed as a finger would: the drawer's close button (Escape is a key, measured by the other kinds).
        await drawer.getByRole('button', { name: /^close$/i }).click();
        count();
        await drawer.waitFor({ state: 'hidden' });
        await page.waitForTimeout(500);
      }
    },
  },
  {
    name: 'filtering by brand',
    async act(page, count, throttle, { brandButton }) {
      const open = await brandButton.elementHandle();
      // The drawer is the dialog that opens: found by its role attribute, so no role query walks the long list.
      const drawer = page.locator('[role="dialog"]').last();
      const apply = drawer.getByRole('button', { name: /^(apply|show)/i });
      await throttle();
      await open.click();
      count();
      await drawer.waitFor();
      await page.waitForTimeout(GAP_MS);
      // react-aria draws its own box over a visually hidden input: press the visible label, as a finger would.
      const label = drawer.locator('label').filter({ has: page.getByRole('checkbox') }).first();
      await ((await label.count()) ? label : drawer.getByRole('checkbox').first()).click();
      count();
      await page.waitForTimeout(GAP_MS);
      await apply.click();
      count();
      await drawer.waitFor({ state: 'hidden' });
      await page.waitForTimeout(500);
      // And back to every brand: the whole list again.
      await open.click();
      count();
      await drawer.waitFor();
      await page.waitForTimeout(GAP_MS);
      await drawer.getByRole('button', { name: /^clear/i }).click();
      count();
      // Clear applies and closes today; a drawer that stays open after it needs Apply as well.
      const closed = await drawer.waitFor({ state: 'hidden', timeout: 3_000 }).then(() => true, () => false);
      if (!closed) {
        await apply.click();
        count();
        await drawer.waitFor({ state: 'hidden' });
      }
    },
  },
];

/** A search term a user would type: the start of the catalogue's most common brand (lowercase). */
function searchTerm(products) {
  const counts = new Map();
  for (const p of products ?? []) if (p.Brand) counts.set(p.Brand, (counts.get(p.Brand) ?? 0) + 1);
  const brand = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'gold';
  return brand.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 5) || 'gold';
}

/**
 * The floor of the latency figures: the same clicks and key presses on a bare page (a button and a text
 * box, no framework) at 4× CPU. What it shows is this browser's and machine's own delay (input routing,
 * the next frame), which no page can go under.
 * @returns {Promise<object>} interactions, p95Ms, maxMs, longTasksOver (> longTaskMs), longestTaskMs, durations
 */
async function bareFloor(context) {
  const { page, cpu } = await benchPage(context);
  try {
    await page.setContent('<button type="button" onclick="this.textContent = Number(this.textContent) + 1">0</button><input aria-label="Text">');
    // setContent does not navigate, so the init script has not run here.
    await page.evaluate(pageObservers, INCREASE_LABEL_PATTERN);
    return await measureKind(page, cpu, 'bare page', async (count, throttle) => {
      const button = page.getByRole('button');
      const box = page.getByRole('textbox');
      await throttle();
      for (let i = 0; i < 10; i++) {
        await button.click();
        count();
        await page.waitForTimeout(GAP_MS);
      }
      await box.click();
      count();
      for (const key of '1234567890') {
        await page.waitForTimeout(GAP_MS);
        await page.keyboard.press(key);
        count();
      }
    });
  } finally {
    await page.close();
  }
}

/**
 * Runs every kind of `kinds` on a fresh /place-order page of `context` (opened at 4× CPU).
 * @returns {Promise<object[]>} per kind: interactions, p95Ms, maxMs, longTasksOver (> longTaskMs), longestTaskMs, durations
 */
async function runKinds(context, base, term) {
  const { page, cpu } = await benchPage(context);
  try {
    await openPlaceOrder(page, cpu, base);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const controls = placeOrderControls(page);
    const results = [];
    for (const kind of kinds) {
      results.push(await measureKind(page, cpu, kind.name, (count, throttle) => kind.act(page, count, throttle, controls, { term })));
    }
    return results;
  } finally {
    await page.close();
  }
}

const summary = (results) => {
  const all = results.flatMap((r) => r.durations);
  return {
    interactions: all.length,
    p95Ms: percentile(all, 95),
    maxMs: Math.max(0, ...all),
    longTasksOver: results.reduce((n, r) => n + r.longTasksOver, 0),
    longestTaskMs: Math.max(0, ...results.map((r) => r.longestTaskMs)),
  };
};

/**
 * The whole interaction part. The same steps run on the demo catalogue first: its figures are the
 * reference that says how much of a latency is this machine (busy, or slow) rather than the long list.
 * @param {{ browser: import('@playwright/test').Browser, base: string, longBase: string }} ctx `base`
 *   serves the demo catalogue (~300 products), `longBase` the long one (SEED_PRODUCTS=2000), each on a
 *   fresh database so the cart writes go nowhere
 * @returns {Promise<object>} per catalogue (`demo`, `long`): first-stepper time (ms), products, and per
 *   kind of interaction: count, p95 and max latency (ms), long tasks over `longTaskMs`; and the bare
 *   page's floor, which the targets are ratios of
 */
export async function measureInteraction({ browser, base, longBase }) {
  const sessions = [];
  const session = async (origin) => {
    const context = await browser.newContext({ viewport });
    sessions.push(context);
    const page = await context.newPage();
    await logIn(page, origin, DEMO_USER);
    // On a fresh database the session start opens a suggestion and a popup banner over the page: closed
    // as a user would, once, and the pages measured after carry that browser session.
    await carrySession(context, await closeSessionPopups(page));
    await page.close();
    return context;
  };
  try {
    const demoContext = await session(base);
    const floor = await bareFloor(demoContext);
    const demo = await timeFirstStepper(demoContext, base);
    const term = searchTerm(demo.catalogue);
    console.error('  demo catalogue:');
    demo.kinds = await runKinds(demoContext, base, term);
    demo.all = summary(demo.kinds);
    const longContext = await session(longBase);
    const long = await timeFirstStepper(longContext, longBase);
    console.error('  long catalogue:');
    long.kinds = await runKinds(longContext, longBase, term);
    long.all = summary(long.kinds);
    delete demo.catalogue;
    delete long.catalogue;
    return {
      cpuThrottling: CPU_THROTTLING,
      viewport,
      searchTerm: term,
      stepperRatio: demo.ms ? Math.round((long.ms / demo.ms) * 100) / 100 : null,
      floor,
      demo,
      long,
    };
  } finally {
    for (const context of sessions) await context.close();
  }
}
