import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackToTop } from './BackToTop';
import { bottomBarHeight, vars } from '../../theme';

// The custom property behind bottomBarHeight (`var(--name)` → `--name`), set here as a page's bar sets it.
const bottomBarProperty = bottomBarHeight.replace(/^var\((--[^,)]+).*$/, '$1');

const meta = { title: 'UI/BackToTop', component: BackToTop, tags: ['autodocs', 'phone'], args: { isVisible: true, onPress: fn() } } satisfies Meta<typeof BackToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to top' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
/**
 * Phones: 36 px and round, 4 px from the screen's edge, so over a full-width product card it covers
 * the card's padding rather than its text.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('button', { name: 'Back to top' }).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(36);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth - box.right).toBeLessThanOrEqual(4);
  },
};

/**
 * Above a bar stuck to the bottom of the screen (the cart's checkout bar, or any bar marked
 * `data-sticky-bar`; ADR 0036): `bottomBarHeight` holds the bar's height and the button rises by it.
 */
export const AboveABottomBar: Story = {
  decorators: [
    (Story) => (
      <div style={{ [bottomBarProperty]: '72px' } as CSSProperties}>
        <div
          data-sticky-bar=""
          style={{ position: 'fixed', insetInline: 0, bottom: 0, height: 72, background: vars.color.background.card, borderTop: `1px solid ${vars.color.border.default}` }}
        />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Back to top' }).getBoundingClientRect();
    const bar = canvasElement.querySelector('[data-sticky-bar]')!.getBoundingClientRect();
    await expect(button.bottom).toBeLessThanOrEqual(bar.top);
  },
};
