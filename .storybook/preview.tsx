import type { Preview } from '@storybook/react-vite';
import { lightTheme, preloadOverlays } from '@trade-portal/ui';

// Modals and drawers render into <body>, outside the story's wrapper: the theme goes there too.
if (typeof document !== 'undefined') document.body.classList.add(lightTheme);

/** Every story renders inside the theme; axe violations fail the story tests (WCAG 2.2 incl. target size). */
const preview: Preview = {
  // The portal fetches the overlay layer (modals, menus) at the first interaction; stories have it from
  // the start, so an open dialog or menu renders in the same frame as the story.
  beforeAll: async () => {
    await preloadOverlays();
  },
  // And again before every story: the portal's RootLayout removes the class from <body> when it unmounts,
  // which left the dialogs of the stories after a portal story in the same file unstyled.
  beforeEach: () => {
    document.body.classList.add(lightTheme);
  },
  decorators: [
    // Storybook's own `layout` parameter pads the canvas ('padded' by default, none for 'fullscreen').
    (Story) => (
      <div className={lightTheme} style={{ minHeight: '100%' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      // react-aria's live announcer sits outside the story's markup; our own markup is what we check.
      context: { include: ['body'], exclude: [['[data-live-announcer]']] },
      // Media is not preloaded for axe: its preload waits for every video to load (10 s for a lazy or
      // looping one) and serves only `no-autoplay-audio`, which our muted, captioned videos cannot fail.
      options: { rules: { 'target-size': { enabled: true } }, preload: { assets: ['cssom'] } },
    },
    // Chromatic snapshots every story at both widths; the Vitest baselines take the phone one only for
    // stories tagged 'phone' (.storybook/vitest.setup.ts).
    chromatic: { modes: { desktop: { viewport: 'desktop' }, phone: { viewport: 'phone' } } },
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};
export default preview;
