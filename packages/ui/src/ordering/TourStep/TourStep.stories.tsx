import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TourStep, type TourStepProps } from './TourStep';
import { phoneViewport } from '../shared/fixtures';

/** A stand-in page: a heading, a highlighted box and some text below, so the panel has a place. */
function WithAnchor(props: Omit<TourStepProps, 'anchor'> & { withAnchor?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { withAnchor = true, ...rest } = props;
  return (
    <main style={{ padding: 24, minHeight: 640 }}>
      <h1 tabIndex={-1} style={{ margin: '0 0 16px' }}>My Stock Card</h1>
      <div ref={setAnchor} style={{ border: '1px solid #D1D5DB', borderRadius: 8, padding: 16, maxWidth: 480, background: '#fff' }}>
        Harbour Gold 20s · €128.33 per outer
      </div>
      <p style={{ marginTop: 240 }}>The rest of the page.</p>
      <TourStep {...rest} anchor={withAnchor ? anchor : null} />
    </main>
  );
}

const meta = {
  title: 'UI/Ordering/TourStep',
  component: TourStep,
  tags: ['autodocs', 'phone'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Your stock card',
    description: 'These are the products you order regularly, in your stock card order.',
    step: 0,
    steps: 5,
    anchor: null,
    onBack: fn(),
    onNext: fn(),
    onSkip: fn(),
  },
  render: (args) => <WithAnchor {...args} />,
} satisfies Meta<typeof TourStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The step's panel once it takes the pointer, up to 5 s: at tablet widths it is in the page but transparent
 * and takes no pointer until it is placed by its part (`data-placed`), as a user sees it. On a busy two-core machine the file's
 * first story was still being prepared after Testing Library's default second in 2 of 3 story runs, and a
 * click on Back once came before the panel was placed (`pointer-events: none`).
 */
const panel = async (el: HTMLElement) => {
  const dialog = await within(el.ownerDocument.body).findByRole('dialog', { name: 'Your stock card' }, { timeout: 5000 });
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'), { timeout: 5000 });
  return dialog;
};

/** The first step: no Back; focus is in the panel; the part is outlined and described by the step. */
export const FirstStep: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await expect(dialog).toHaveAttribute('aria-modal', 'false');
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(within(dialog).getByText('Step 1 of 5')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    const highlighted = canvasElement.ownerDocument.querySelector('[data-tour-highlight]');
    await expect(highlighted).toHaveAccessibleDescription(args.description);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};
export const MiddleStep: Story = {
  args: { step: 2 },
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
/** The last step says Finish. */
export const LastStep: Story = {
  args: { step: 4 },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  },
};
/** Escape inside the panel skips the tour. */
export const EscapeSkips: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};
export const Finishing: Story = { args: { step: 4, isPending: true } };
/** The part is not on the page: the panel shows on its own (a sheet at the bottom). */
export const NoAnchor: Story = { render: (args) => <WithAnchor {...args} withAnchor={false} /> };
export const LongText: Story = {
  args: {
    title: 'Your stock card',
    description:
      'These are the products you order regularly, in the order you keep them. Set a quantity and it goes straight into your cart with the same minimum and incremental rules as Place Order; the gold star takes a product off the card.',
  },
};
export const Phone: Story = { globals: phoneViewport };
