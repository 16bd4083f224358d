import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** One Storybook for packages/ui and the portal's feature stories. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/portal/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Change detection marks the stories of files that differ from git's HEAD: it builds a module graph of
  // every story and runs git again on each file change, which keeps the dev server's event loop busy for
  // seconds at a time on a shared machine, and a Storybook tab opened meanwhile gets no answer from the
  // server within the manager's fixed 1 s (UniversalStoreFollowerTimeoutError in the browser console).
  // Its 'changed' marks are not needed here: a change is reviewed against the baselines (README).
  features: { changeDetection: false },
  // The Docs pages' descriptions and prop tables come from the components' TSDoc through react-docgen
  // (Babel, one file at a time). react-docgen-typescript printed nicer types, but it builds a TypeScript
  // program at the first component (2.8 s) and type-checks each file on the server's one thread (up to
  // 1.3 s a file on a busy machine), and a Storybook tab that opened meanwhile lost its state (ADR 0043).
  // Story tests do not read the tables.
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen' },
  async viteFinal(viteConfig, { configType }) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // Listed so Vite does not re-optimise (and reload the preview) in the middle of a test run or of a
      // first visit: the two vanilla-extract runtimes are imported by compiled `.css.ts` files, which Vite's
      // scan does not see. The Inter font is CSS and woff2, which Vite never pre-bundles (listing it printed
      // 'Cannot optimize dependency' at every start).
      include: [...(viteConfig.optimizeDeps?.include ?? []), '@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles', 'react-aria-components'],
    };
    // Builds of the portal, of this Storybook and the server's data change while Storybook runs; none is
    // a story's source, and each change would reload the preview.
    viteConfig.server = {
      ...viteConfig.server,
      // Vite transforms the preview and every module it imports statically (the theme, the components and
      // their styles: about 500) as the server starts, so the first story opened does not wait for them.
      warmup: { ...viteConfig.server?.warmup, clientFiles: [...(viteConfig.server?.warmup?.clientFiles ?? []), fileURLToPath(new URL('./preview.tsx', import.meta.url))] },
      watch: { ...viteConfig.server?.watch, ignored: ['**/apps/portal/dist/**', '**/storybook-static/**', '**/data/**', '**/data-*/**', '**/bench/**', '**/.vitest/**', '**/test-results/**'] },
    };
    // A static build (npm run build-storybook, npm run chromatic) prints what a reviewer can act on, as the
    // portal's build does: its warnings, and its file list (about 900 lines) and the bundler's report of slow
    // plugins on request (VERBOSE=1); never the libraries' "use client" directives, which mean nothing
    // outside React Server Components (16 warnings a build).
    if (configType === 'PRODUCTION' && !process.env.VERBOSE) viteConfig.logLevel = 'warn';
    viteConfig.build = {
      ...viteConfig.build,
      // Storybook's own runtime and axe are chunks of over 500 kB: a review tool's, not the portal's, whose
      // routes scripts/size-budget.mjs holds to their budgets.
      chunkSizeWarningLimit: 2_000,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: Boolean(process.env.VERBOSE) },
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('node_modules')) return;
          handler(level, log);
        },
      },
    };
    return viteConfig;
  },
};
export default config;
