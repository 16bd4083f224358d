import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InfoBar } from './InfoBar';

const meta = {
  title: 'UI/InfoBar',
  component: InfoBar,
  tags: ['autodocs', 'phone'],
  parameters: { layout: 'fullscreen' },
  args: {
    accountName: 'Corner Shop Rathmines',
    canSwitch: false,
    onSwitch: fn(),
    lastOrder: { OrderNumber: '100245', OrderDate: '2026-11-21T10:00:00Z' },
    baPhone: '087 123 4567',
    // Tuesday 24 November 2026, 11:00 in Dublin: 2 days and 5 hours before Thursday's 16:00 cut-off.
    cutOff: { nextCutOff: '2026-11-26T16:00:00.000Z', timeZone: 'Europe/Dublin' },
    now: Date.parse('2026-11-24T11:00:00Z'),
    onCutOffPassed: fn(),
  },
} satisfies Meta<typeof InfoBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SingleStore: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: '(switch)' })).toBeNull();
    await expect(c.getByRole('link', { name: '21st November 2026 (100245)' })).toHaveAttribute('href', '/review-order?ordernumber=100245');
    await expect(c.getByRole('link', { name: /BA: call/ })).toHaveAttribute('href', 'tel:0871234567');
    await expect(c.getByText(/^Order cut-off:/)).toHaveTextContent('Order cut-off: Thu 26 Nov, 16:00·2 d 5 h left');
    await expect(c.getByText('Thu 26 Nov, 16:00')).toHaveAttribute('datetime', '2026-11-26T16:00:00.000Z');
  },
};
export const SeveralStores: Story = {
  args: { accountName: 'Quayside News Galway', canSwitch: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '(switch)' }));
    await expect(args.onSwitch).toHaveBeenCalledOnce();
  },
};
export const EditingOrder: Story = { args: { editingOrderNumber: '100245' } };
export const NoHistory: Story = { args: { lastOrder: null } };
export const NoAdvisor: Story = { args: { baPhone: null } };
export const Loading: Story = { args: { accountName: '', lastOrder: null, baPhone: null, cutOff: null } };

/** Under an hour before the cut-off: the time left in the caution colour. */
export const CutOffSoon: Story = {
  args: { now: Date.parse('2026-11-26T15:18:30Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('41 min left')).toBeVisible();
  },
};

/** The cut-off has passed and the next one is being fetched: 'passed', and the portal is told once. */
export const CutOffPassed: Story = {
  args: { now: Date.parse('2026-11-26T16:00:00Z') },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('passed')).toBeVisible();
    await expect(args.onCutOffPassed).toHaveBeenCalledOnce();
  },
};

/** Tier 3 orders nothing: no countdown. */
export const NoCutOff: Story = {
  args: { cutOff: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Order cut-off/)).toBeNull();
  },
};
export const LongText: Story = {
  args: { accountName: 'A very long store name that keeps going, Main Street, Ballyjamesduff, County Cavan', canSwitch: true, lastOrder: { OrderNumber: '1002450001', OrderDate: '2026-09-30T10:00:00Z' } },
};
/**
 * Phones: one line, the store's name, '(switch)' and 'Details'; the last order, the cut-off and the BA
 * link are folded away, so the page's heading starts high.
 */
export const Phone: Story = {
  args: { canSwitch: true, editingOrderNumber: '100245' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const details = c.getByRole('button', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(c.queryByRole('link', { name: /BA: call/ })).toBeNull();
    // One line: the store's line is as tall as its 44 px targets, the bar that plus its padding and border.
    const line = c.getByRole('button', { name: '(switch)' }).parentElement!.getBoundingClientRect();
    await expect(line.height).toBeLessThanOrEqual(44);
    await expect(details.getBoundingClientRect().top).toBeGreaterThanOrEqual(line.top);
    await expect(details.getBoundingClientRect().bottom).toBeLessThanOrEqual(line.bottom);
  },
};
/** Phones, 'Details' pressed: the last order, the cut-off and the BA link one a line under the store's line. */
export const PhoneDetailsOpen: Story = {
  args: { canSwitch: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const details = c.getByRole('button', { name: 'Details' });
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.ownerDocument.getElementById(details.getAttribute('aria-controls')!)!;
    await expect(within(panel).getByRole('link', { name: /BA: call/ })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: '21st November 2026 (100245)' })).toBeVisible();
    await expect(within(panel).getByText(/^Order cut-off:/)).toBeVisible();
  },
};
/** Phones, a store name longer than the line: cut with an ellipsis; '(switch)' and 'Details' keep their place. */
export const PhoneLongName: Story = {
  args: { ...LongText.args, lastOrder: { OrderNumber: '100245', OrderDate: '2026-11-21T10:00:00Z' } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const details = c.getByRole('button', { name: 'Details' }).getBoundingClientRect();
    await expect(details.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(c.getByRole('button', { name: '(switch)' }).getBoundingClientRect().right).toBeLessThanOrEqual(details.left);
  },
};

/** Everything still loading: skeletons where the account, the last order, the cut-off and the BA link will be. */
export const LoadingAll: Story = { args: { accountName: '', canSwitch: false, lastOrder: undefined, baPhone: undefined, cutOff: undefined } };

/**
 * No layout shift: the bar while its data loads is as tall as the bar once loaded (one line on desktop;
 * each item a touch target's height on phones), so the page under it does not move (Lighthouse CLS).
 */
export const LoadingKeepsHeight: Story = {
  render: (args) => (
    <div>
      <div data-testid="loading"><InfoBar {...args} accountName="" canSwitch={false} lastOrder={undefined} baPhone={undefined} cutOff={undefined} /></div>
      <div data-testid="loaded"><InfoBar {...args} canSwitch /></div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const height = (id: string) => c.getByTestId(id).getBoundingClientRect().height;
    await expect(height('loading')).toBe(height('loaded'));
  },
};
export const PhoneLoadingKeepsHeight: Story = { ...LoadingKeepsHeight, globals: { viewport: { value: 'phone' } } };
