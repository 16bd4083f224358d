import { defineConfig } from 'vitest/config';
import type { BrowserCommandContext } from 'vitest/node';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumEnv, pinnedChromiumPath } from './scripts/chromium.js';

/** Server specs that replace a module with `vi.mock`: they need a module graph of their own. */
const MOCKING_SERVER_FILES = ['apps/api/test/account-security.test.ts'];

/**
 * Browser settings, built per project (one shared object fails with "project name … already defined").
 * The stories draw with the Chromium the lockfile pins (ADR 0048), not the machine's: their screenshots
 * then change only when the product or the pin does.
 */
const chromium = (executablePath: string) => ({
  enabled: true,
  headless: true,
  // The window is larger than every story viewport (.storybook/vitest.setup.ts) so screenshots are not
  // scaled down to fit it.
  provider: playwright({ launchOptions: { executablePath, args: chromiumArgs, env: chromiumEnv }, contextOptions: { viewport: { width: 1600, height: 1000 } } }),
  // The test page starts at the desktop story viewport (.storybook/vitest.setup.ts), so the first story
  // needs no resize.
  viewport: { width: 1440, height: 900 },
  instances: [{ browser: 'chromium' as const }],
  commands: { parkPointer },
});

/**
 * Moves the pointer to the window's bottom-right pixel, outside the test frame (the window is larger than
 * every story viewport), so nothing of a story is hovered. A story's clicks leave the pointer on what they
 * pressed, and whether the browser then draws that element hovered depends on whether it re-checked the
 * hover before the screenshot: the same story was drawn both ways from one run to the next.
 */
async function parkPointer(context: BrowserCommandContext): Promise<void> {
  const size = context.page.viewportSize();
  if (size) await context.page.mouse.move(size.width - 1, size.height - 1);
}

/**
 * Test projects (ARCHITECTURE.md, Tests):
 * - `unit`: node tests next to the code (domain, api-client, machines, portal helpers), each file in a
 *   module graph of its own.
 * - `server`: the server specs in apps/api/test (in-memory PGlite, or PostgreSQL when DATABASE_URL is
 *   set), sharing one module graph per worker; a spec that replaces a module (`vi.mock`) is in `unit`,
 *   since a module another file loaded first would not be replaced.
 * - `storybook`: every story rendered in Chromium, its play function run and axe checked.
 */
export default defineConfig({
  test: {
    // The Checkout and Survey stories pass the real machine with fake actors as an arg, on purpose;
    // Storybook walks every arg to infer its control and warns of the machine's cycles, once per story
    // each time its file is prepared (1,100 lines a run). Only that warning is dropped.
    onConsoleLog: (log) => !log.includes("We've detected a cycle in arg"),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', ...MOCKING_SERVER_FILES],
          environment: 'node',
          // Limits a loaded two-core machine meets: a test that passes in a second alone has taken over
          // 30 s beside other suites. A limit only ends a test that hangs; what a test checks is its outcome.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/*/test/**/*.test.ts'],
          exclude: MOCKING_SERVER_FILES,
          environment: 'node',
          // As the unit project's: the Insights test drawing a month of invoice PDFs took 35 s at a load
          // average of 14.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // The server specs share one module graph per worker instead of loading Fastify, drizzle and
          // PGlite again for every file (the suite in 41 s instead of 92 s on two cores): each file builds
          // its own server and database through setupApi(), and nothing of theirs lives in a module.
          isolate: false,
        },
      },
      {
        // Stories render at the desktop viewport (Storybook's own default is 1200 px), the width of their
        // first screenshot, so most are compared without a resize (.storybook/vitest.setup.ts).
        plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { viewport: { value: 'desktop', isRotated: false } } })],
        test: {
          name: 'storybook',
          browser: chromium(await pinnedChromiumPath()),
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          // As the e2e tests do in CI: one more try for a story whose screenshot caught a one-pixel
          // subpixel shift (an SVG tick in a scrolled drawer); a real change fails both tries.
          retry: process.env.CI ? 1 : 0,
          // The story files share one page per worker (isolate: false): a page of its own for each file
          // loaded the test runner, Storybook and the overlay layer again for each of 121 files, about a third of the
          // phase (474 → 295 s on two cores, the same 931 stories). .storybook/vitest.setup.ts unmounts
          // each file's last story when the file ends, so nothing of it (an open dialog) is drawn or
          // checked beside the next file's stories, and finds a story's root past react-aria's live
          // announcer, which stays in <body> from one file to the next.
          isolate: false,
        },
      },
    ],
  },
});
