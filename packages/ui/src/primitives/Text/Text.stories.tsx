import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme';
import { Box, Stack } from '../Box';
import { Text, textAligns, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Winter range: 24 outers of Arctic Mint' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No props: the container's size, colour and weight. */
export const Default: Story = {};
export const Sizes: Story = {
  render: () => <Stack gap="xsmall">{textSizes.map((size) => <Text key={size} size={size}>{size}: Price per outer €12.50</Text>)}</Stack>,
};
/** Each tone on the surface it is made for: inverse and accent on the navy bar, the others on a card. */
export const Tones: Story = {
  render: () => (
    <Stack gap="xsmall">
      {textTones.filter((tone) => tone !== 'inverse' && tone !== 'accent').map((tone) => <Text key={tone} tone={tone}>{tone}: Low stock, order by 3pm</Text>)}
      <Box padding="small" style={{ background: vars.color.background.brand }}>
        <Stack gap="xsmall">
          <Text tone="inverse">inverse: Trade Portal</Text>
          <Text tone="accent">accent: My Stock Card</Text>
        </Stack>
      </Box>
    </Stack>
  ),
};
export const Weights: Story = {
  render: () => <Stack gap="xsmall">{textWeights.map((weight) => <Text key={weight} weight={weight}>{weight}: Order total €1,234.50</Text>)}</Stack>,
};
export const SmallSecondaryStrong: Story = { args: { size: 'small', tone: 'secondary', weight: 'strong', children: 'Last order 12/03/2025' } };
export const Alignments: Story = {
  render: () => <Stack gap="xsmall">{textAligns.map((align) => <Text key={align} as="p" align={align}>{align}</Text>)}</Stack>,
};
/** Tabular digits line the prices up in a column. */
export const TabularNums: Story = {
  render: () => <Stack gap="xxsmall">{['€1,111.11', '€988.00', '€17.50'].map((p) => <Text key={p} tabularNums align="right">{p}</Text>)}</Stack>,
  decorators: [(Story) => <div style={{ width: 120 }}><Story /></div>],
};
export const Truncated: Story = {
  args: { as: 'p', truncate: true, children: 'Arctic Mint Sugar Free Chewing Gum 12 × 10 pieces, shop display box' },
  decorators: [(Story) => <div style={{ width: 200 }}><Story /></div>],
};
export const BreakWords: Story = {
  args: { as: 'p', breakWords: true, children: 'orders.accounts.northwest@example-wholesale.com' },
  decorators: [(Story) => <div style={{ width: 160 }}><Story /></div>],
};
/** A paragraph's margin is reset; a Box margin prop sets one. */
export const Paragraphs: Story = {
  render: () => (
    <div>
      <Text as="p">First paragraph, no margin.</Text>
      <Text as="p" marginTop="medium" tone="secondary" size="small">Second paragraph, 16 px above it.</Text>
    </div>
  ),
};
