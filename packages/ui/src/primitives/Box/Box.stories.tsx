import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme';
import { Box, Inline, Stack } from './Box';

const tile = (label: string) => <Box padding="small" style={{ background: vars.color.background.interactiveTint, borderRadius: vars.radius.small }}>{label}</Box>;

const meta = { title: 'UI/Box', component: Box, tags: ['autodocs'] } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StackOfTiles: Story = { render: () => <Stack gap="small">{tile('Place Order')}{tile('My Orders')}{tile('Videos')}</Stack> };
export const InlineRow: Story = { render: () => <Inline>{tile('Low stock')}{tile('New Arrival')}{tile('Save 10%')}</Inline> };
export const Responsive: Story = {
  tags: ['phone'],
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap={{ mobile: 'xsmall', desktop: 'large' }}>
      {tile('Column on phones')}{tile('Row from 932 px')}
    </Box>
  ),
};
