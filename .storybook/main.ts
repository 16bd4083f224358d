import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** One Storybook for packages/ui and the portal's feature stories. */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/portal/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The prop tables of the Docs pages; story tests do not read them, and the type checker behind them
  // costs the test run about 6 % of its time.
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // Listed so Vite does not re-optimise (and reload) in the middle of a test run.
      include: [...(viteConfig.optimizeDeps?.include ?? []), '@vanilla-extract/recipes/createRuntimeFn', 'react-aria-components', '@fontsource-variable/inter'],
    };
    return viteConfig;
  },
};
export default config;
