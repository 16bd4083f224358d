import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Box';
import { textTones, textWeights, textSizes } from '../Text/Text';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: '2', children: 'My Orders' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Each level at its own size: 28, 22, 18, 16, 14, 12 px. */
export const Levels: Story = {
  render: () => <Stack gap="small">{headingLevels.map((level) => <Heading key={level} level={level}>Heading level {level}</Heading>)}</Stack>,
};
/** The semantic level and the visual size are separate: an h2 drawn at each size of the scale. */
export const SizeApartFromLevel: Story = {
  render: () => <Stack gap="small">{textSizes.map((size) => <Heading key={size} level="2" size={size}>h2 at {size}</Heading>)}</Stack>,
};
export const Weights: Story = {
  render: () => <Stack gap="small">{textWeights.map((weight) => <Heading key={weight} level="3" weight={weight}>{weight}: Before you checkout</Heading>)}</Stack>,
};
export const Tones: Story = {
  render: () => <Stack gap="small">{textTones.filter((tone) => tone !== 'inverse' && tone !== 'accent').map((tone) => <Heading key={tone} level="3" tone={tone}>{tone}: Order confirmation</Heading>)}</Stack>,
};
export const LongTitleBreaks: Story = {
  args: { level: '1', breakWords: true, children: 'Partner guide: merchandising-the-winter-confectionery-range-for-forecourts' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
};
