import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BrandFilter, type BrandFilterProps } from './BrandFilter';
import { Button } from '../../primitives/Button';
import { Drawer } from '../../primitives/Drawer';
import { lightTheme } from '../../theme';
import { brandNames, phoneViewport } from '../shared/fixtures';

function Controlled(props: BrandFilterProps) {
  const [selected, setSelected] = useState(props.selected);
  return <BrandFilter {...props} selected={selected} onChange={(b) => { setSelected(b); props.onChange?.(b); }} onClear={() => { setSelected([]); props.onClear(); }} />;
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Ticks that match the applied filter need no note.
    await expect(canvasElement.querySelector('[data-unapplied]')).toBeNull();
  },
};
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
/** Ticks that differ from the applied filter: the footer says they are not applied and what closing does. */
export const NotApplied: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const status = c.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(c.getByRole('checkbox', { name: 'Harbour' }));
    await expect(status).toHaveTextContent('Not applied yet. Apply to show all brands; closing keeps the list as it is.');
    // Back to the applied ticks: nothing to say.
    await userEvent.click(c.getByRole('checkbox', { name: 'Harbour' }));
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(c.getByRole('checkbox', { name: 'Vapora' }));
    await expect(status).toHaveTextContent('Not applied yet. Apply to show these brands; closing keeps the list as it is.');
  },
};
/** The keyboard path: Tab to a brand, Space ticks it; the focus ring shows for keys (not for a press). */
export const KeyboardTick: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.tab();
    await expect(c.getByRole('checkbox', { name: 'Casa Verde' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(c.getByRole('checkbox', { name: 'Casa Verde' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['Harbour', 'Casa Verde']);
    await expect(c.getByRole('group', { name: 'Brands' })).toBeInTheDocument();
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
  tags: ['phone'],
  render: (args) => (
    <InBodyTheme>
      <Drawer isOpen onOpenChange={fn()} title="Filter by brand">
        <Controlled {...args} />
      </Drawer>
    </InBodyTheme>
  ),
};
export const PhoneInDrawer: Story = { ...InDrawer, globals: phoneViewport };

const manyBrands = [...brandNames, 'Alder', 'Birchwood', 'Cobalt', 'Driftwood', 'Ember', 'Foxglove', 'Granite', 'Heron', 'Ivy', 'Juniper', 'Kelp', 'Lark', 'Moss', 'Nettle'];
/** The Apply button is inside the window: its bottom edge is above the window's. */
const applyInView = async () => {
  const apply = await screen.findByRole('button', { name: 'Apply' });
  await waitFor(() => expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
  await expect(screen.getByRole('button', { name: 'Clear' }).getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
};
/**
 * A long brand list on a 900 px desktop window: the brands scroll, the footer with Clear and Apply stays
 * at the bottom of the drawer.
 */
export const ManyBrandsInDrawer: Story = { ...InDrawer, args: { brands: manyBrands }, play: applyInView };
/** The same on a phone: the bottom sheet's footer stays in view. */
/**
 * The tick of the chosen brand sits in a drawer that slides in from the side; from one run to the next the
 * drawer can come to rest a fraction of a pixel apart, and the tick's anti-aliased edge then differs by
 * about ten pixels. Allow those, no more: a missing or moved tick changes far more.
 */
export const PhoneManyBrandsInDrawer: Story = {
  ...ManyBrandsInDrawer,
  globals: phoneViewport,
  parameters: { ...ManyBrandsInDrawer.parameters, visual: { comparator: { allowedMismatchedPixels: 16 } } },
};

/**
 * What /place-order does with the drawer: the list's filter, the button that opens the drawer with the
 * ticks set to that filter, Apply that applies, and Clear that clears.
 */
function PlaceOrderFilter({ brands }: { brands: ReadonlyArray<string> }) {
  const [applied, setApplied] = useState<string[]>(['Harbour']);
  const [draft, setDraft] = useState<string[]>([]);
  const [isOpen, setOpen] = useState(false);
  return (
    <InBodyTheme>
      <p>Showing: {applied.length ? applied.join(', ') : 'all brands'}</p>
      <Button variant="secondary" onPress={() => { setDraft(applied); setOpen(true); }}>Filter by brand</Button>
      <Drawer isOpen={isOpen} onOpenChange={setOpen} title="Filter by brand">
        <BrandFilter
          brands={brands}
          selected={draft}
          onChange={setDraft}
          onApply={() => { setApplied(draft); setOpen(false); }}
          onClear={() => { setApplied([]); setOpen(false); }}
        />
      </Drawer>
    </InBodyTheme>
  );
}
/**
 * Closing with × discards the ticks (the decision in the component's docstring): before closing, the
 * footer said 'Not applied yet'; after it, the list still shows the applied brand.
 */
export const CloseWithoutApplying: Story = {
  render: (args) => <PlaceOrderFilter brands={args.brands} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Filter by brand' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter by brand' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Vapora' }));
    await expect(within(drawer).getByRole('status')).toHaveTextContent('Not applied yet.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(c.getByText('Showing: Harbour')).toBeVisible();
  },
};
