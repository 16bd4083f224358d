import { defineConfig } from 'vitest/config';

/**
 * Test projects (ARCHITECTURE.md, Tests):
 * - `unit`: node and happy-dom tests next to the code (domain, api-client, machines, api, portal helpers).
 * - `storybook`: every story rendered in Chromium with axe (added by .storybook/vitest.project.ts).
 * The API suite runs on in-memory PGlite unless DATABASE_URL points at PostgreSQL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
