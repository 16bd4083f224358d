import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'cart' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 32 } };
export const Filled: Story = { args: { name: 'star', filled: true, color: '#C9A227' } };

/** Every icon with its name, as the header, steppers and messages use them. */
export const AllIcons: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0, margin: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 88, fontSize: 12 }}>
          <Icon {...args} name={name} size={24} />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Decorative: hidden from assistive technology, so the text beside each carries the meaning.
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(iconNames.length);
    svgs.forEach((svg) => expect(svg.getAttribute('aria-hidden')).toBe('true'));
  },
};
