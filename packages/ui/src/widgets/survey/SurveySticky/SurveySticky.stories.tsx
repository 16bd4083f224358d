import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SurveySticky } from './SurveySticky';
import { phoneViewport, stickyHtml } from '../shared/fixtures';

const meta = {
  title: 'UI/Widgets/SurveySticky',
  component: SurveySticky,
  tags: ['autodocs', 'phone'],
  args: { stickyHtml, onContinue: fn(), onClose: fn() },
  // The panel is fixed to the bottom-left corner: the transform makes the story's box the screen it is fixed to.
  decorators: [(Story) => <div style={{ minHeight: 320, transform: 'translateZ(0)' }}><Story /></div>],
} satisfies Meta<typeof SurveySticky>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reminder with 'Continue survey' and 'Close survey'; it takes no focus by itself. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Survey' });
    await expect(region).toHaveTextContent('Pick up where you left off?');
    await expect(region.contains(region.ownerDocument.activeElement)).toBe(false);
    await userEvent.click(within(region).getByRole('button', { name: 'Continue survey' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await userEvent.click(within(region).getByRole('button', { name: 'Close survey' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
/** A long reminder wraps inside the panel. */
export const LongText: Story = { args: { stickyHtml: `<p>${'You started our survey about ordering on the portal and left it part-way. '.repeat(3)}</p>` } };
/** Phones: the left of the bottom edge, clear of the back-to-top button on the right. */
export const Phone: Story = { globals: phoneViewport };
