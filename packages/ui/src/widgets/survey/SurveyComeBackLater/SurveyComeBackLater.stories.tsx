import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SurveyComeBackLater, comeBackLaterDefault } from './SurveyComeBackLater';
import { onCloseHtml, phoneViewport } from '../shared/fixtures';

const meta = {
  title: 'UI/Widgets/SurveyComeBackLater',
  component: SurveyComeBackLater,
  tags: ['autodocs', 'phone'],
  args: { html: onCloseHtml },
  decorators: [(Story) => <div style={{ minHeight: 200, transform: 'translateZ(0)' }}><Story /></div>],
} satisfies Meta<typeof SurveyComeBackLater>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's OnClosePopupStickyHtml, announced politely (role=status). */
export const ServerText: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('you can finish the survey next time you visit');
  },
};
/** No text from the server: the default words. */
export const DefaultText: Story = {
  args: { html: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(comeBackLaterDefault);
  },
};
export const Phone: Story = { globals: phoneViewport };
