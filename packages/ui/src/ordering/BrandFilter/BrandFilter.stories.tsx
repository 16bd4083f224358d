import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandFilter, type BrandFilterProps } from './BrandFilter';
import { Drawer } from '../../primitives/Drawer';
import { lightTheme } from '../../theme';
import { brandNames, phoneViewport } from '../shared/fixtures';

function Controlled(props: BrandFilterProps) {
  const [selected, setSelected] = useState(props.selected);
  return <BrandFilter {...props} selected={selected} onChange={(b) => { setSelected(b); props.onChange(b); }} onClear={() => { setSelected([]); props.onClear(); }} />;
}

const meta = {
  title: 'UI/Ordering/BrandFilter',
  component: BrandFilter,
  tags: ['autodocs'],
  args: { brands: brandNames, selected: ['Harbour'], onChange: fn(), onApply: fn(), onClear: fn() },
  render: (args) => <div style={{ maxWidth: 360 }}><Controlled {...args} /></div>,
} satisfies Meta<typeof BrandFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Ticking a brand and applying. */
export const ChooseBrand: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Vapora' }));
    await expect(c.getByRole('checkbox', { name: 'Vapora' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['Harbour', 'Vapora']);
    await userEvent.click(c.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalled();
  },
};
export const NoneChosen: Story = { args: { selected: [] } };
export const NoBrands: Story = { args: { brands: [], selected: [] } };
export const LongText: Story = { args: { brands: ['Cloudline Vapour Company International Limited Edition Collection', ...brandNames] } };
/** The drawer renders in a portal on <body>, so the theme goes there too, as the portal's root layout does. */
function InBodyTheme({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.body.classList.add(lightTheme);
    return () => document.body.classList.remove(lightTheme);
  }, []);
  return children;
}

/** Inside the FILTER_PRODUCTS drawer, as /place-order opens it. */
export const InDrawer: Story = {
  render: (args) => (
    <InBodyTheme>
      <Drawer isOpen onOpenChange={fn()} title="Filter by brand">
        <Controlled {...args} />
      </Drawer>
    </InBodyTheme>
  ),
};
export const PhoneInDrawer: Story = { ...InDrawer, globals: phoneViewport };
