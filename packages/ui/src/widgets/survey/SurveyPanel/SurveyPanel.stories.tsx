import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SurveyQuestion } from '../SurveyQuestion';
import { SurveyPanel } from './SurveyPanel';
import { multipleChoice, phoneViewport } from '../shared/fixtures';

const question = (
  <SurveyQuestion
    question={multipleChoice}
    progress={{ current: 2, total: 4 }}
    maxSelections={3}
    selected={[21]}
    rating={null}
    text=""
    canContinue
    onSelect={fn()}
    onRate={fn()}
    onTextChange={fn()}
    onNext={fn()}
  />
);

const meta = {
  title: 'UI/Widgets/SurveyPanel',
  component: SurveyPanel,
  tags: ['autodocs', 'phone'],
  args: { isOpen: true, onClose: fn(), children: question },
} satisfies Meta<typeof SurveyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** A question in the panel, on the right on desktop; focus moves in; the close button closes. */
export const WithQuestion: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Survey' });
    await waitFor(() => expect(panel.contains(panel.ownerDocument.activeElement)).toBe(true));
    // The panel fades and slides in: visible once it has.
    await waitFor(() => expect(within(panel).getByRole('progressbar', { name: 'Question 2 of 4' })).toBeVisible());
    await userEvent.click(within(panel).getByRole('button', { name: 'Close survey' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
/** Escape closes it too (the caller shows the come-back-later message). */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Survey' });
    await waitFor(() => expect(panel.contains(panel.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
/** While an answer is sent, nothing closes the panel. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement, args }) => {
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Survey' });
    await expect(within(panel).getByRole('button', { name: 'Close survey' })).toBeDisabled();
    await waitFor(() => expect(panel.contains(panel.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
/** Phones: a sheet from the bottom of the screen. */
export const Phone: Story = { globals: phoneViewport };
