import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';
import { BrandFilter, ProductList, ProductListItem, ProductToolbar } from './Products';
import { CartLine, CartSummary, CheckoutSteps } from './Cart';
import { OrderFilter, OrderList, OrderStatusPill, OrderSummary } from './Orders';
import { longNameProduct, sampleProducts } from './fixtures';

const meta = {
  title: 'UI/Ordering',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 0, onChange: fn(), rule: { MinimumOrder: 5, MinimumOrderIncremental: 5 }, productName: 'Harbour Gold 20s' },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: { initial: number; min: number; step: number }) {
  const [value, setValue] = useState(props.initial);
  return <QuantityStepper value={value} onChange={setValue} rule={{ MinimumOrder: props.min, MinimumOrderIncremental: props.step }} productName="Harbour Gold 20s" />;
}

function BrandFilterDemo() {
  const [selected, setSelected] = useState<string[]>(['Harbour']);
  return <BrandFilter brands={['Casa Verde', 'Harbour', 'Vapora']} selected={selected} onChange={setSelected} onApply={fn()} onClear={() => setSelected([])} />;
}

export const StepperEmpty: Story = {};
export const StepperSteps: Story = {
  render: () => <Controlled initial={0} min={5} step={5} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Outers of Harbour Gold 20s');
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Harbour Gold 20s' }));
    await expect(input).toHaveValue('5');
    await userEvent.click(c.getByRole('button', { name: 'Increase quantity of Harbour Gold 20s' }));
    await expect(input).toHaveValue('10');
    await userEvent.click(c.getByRole('button', { name: 'Decrease quantity of Harbour Gold 20s' }));
    await userEvent.click(c.getByRole('button', { name: 'Decrease quantity of Harbour Gold 20s' }));
    await expect(input).toHaveValue('0');
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    await expect(input).toHaveValue('15');
  },
};
export const StepperAtMaximum: Story = { args: { value: 999, rule: { MinimumOrder: 1, MinimumOrderIncremental: 1 } } };
export const StepperSaving: Story = { args: { value: 10, isPending: true } };
export const StepperError: Story = { args: { value: 10, errorMessage: 'Harbour Gold 20s is out of stock.' } };
export const StepperDisabled: Story = { args: { value: 0, isDisabled: true } };

const listArgs = { quantities: { RMC1001: 4 }, inCart: { RMC1001: 4 }, onQuantityChange: fn() };
export const ProductRows: Story = { render: () => <ProductList products={sampleProducts} {...listArgs} /> };
export const ProductRowsPhone: Story = { render: () => <div style={{ width: 390 }}><ProductList products={sampleProducts} {...listArgs} /></div> };
export const ProductRowLongName: Story = { render: () => <ul style={{ listStyle: 'none', padding: 0 }}><ProductListItem product={longNameProduct} quantity={0} inCartQuantity={0} onQuantityChange={fn()} /></ul> };
export const ProductRowSavingAndError: Story = {
  render: () => <ProductList products={sampleProducts.slice(0, 2)} {...listArgs} saving={{ RMC1001: true }} errors={{ EVAP1002: 'Error updating product' }} />,
};
export const ProductListLoading: Story = { render: () => <ProductList products={[]} quantities={{}} inCart={{}} onQuantityChange={fn()} isLoading /> };
export const ProductListEmpty: Story = { render: () => <ProductList products={[]} quantities={{}} inCart={{}} onQuantityChange={fn()} onClearFilters={fn()} /> };
export const Toolbar: Story = { render: () => <ProductToolbar sortId={0} onSortChange={fn()} brandCount={2} onOpenBrandFilter={fn()} search="" onSearchChange={fn()} /> };
export const BrandFilterPanel: Story = {
  render: () => <BrandFilterDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Vapora' }));
    await expect(c.getByRole('checkbox', { name: 'Vapora' })).toBeChecked();
  },
};
export const Steps: Story = { render: () => <div style={{ display: 'grid', gap: 8 }}><CheckoutSteps current="Before you checkout" /><CheckoutSteps current="Cart" /><CheckoutSteps current="Order Confirmation" /></div> };
export const CartLines: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      <CartLine sku="RMC1001" productName="Harbour Gold 20s" priceOuter={128.33} quantity={4} rule={{ MinimumOrder: 2, MinimumOrderIncremental: 2 }} onQuantityChange={fn()} onRemove={fn()} />
      <CartLine sku="EVAP1002" productName={longNameProduct.Product} priceOuter={45.9} quantity={1} rule={{ MinimumOrder: 1, MinimumOrderIncremental: 1 }} onQuantityChange={fn()} onRemove={fn()} errorMessage="Error updating product" />
    </ul>
  ),
};
export const Summary: Story = { render: () => <div style={{ width: 360 }}><CartSummary totalItems={5} subTotal={559.22} vatTotal={128.62} orderTotal={687.84} onCheckout={fn()} onClearCart={fn()} /></div> };
export const SummaryCheckingOut: Story = { render: () => <div style={{ width: 360 }}><CartSummary totalItems={5} subTotal={559.22} vatTotal={128.62} orderTotal={687.84} onCheckout={fn()} onClearCart={fn()} isPending /></div> };
export const SummaryEmpty: Story = { render: () => <CartSummary totalItems={0} subTotal={0} vatTotal={0} orderTotal={0} onCheckout={fn()} onClearCart={fn()} /> };

const orders = [
  { OrderNumber: '100245', OrderDate: '2026-11-21T10:00:00Z', Status: 1, TotalItems: 14, OrderTotal: 1534.62 },
  { OrderNumber: '100230', OrderDate: '2026-11-10T10:00:00Z', Status: 2, TotalItems: 8, OrderTotal: 801.1 },
  { OrderNumber: '100201', OrderDate: '2026-10-28T10:00:00Z', Status: 0, TotalItems: 22, OrderTotal: 2750 },
  { OrderNumber: '100190', OrderDate: '2026-10-12T10:00:00Z', Status: 3, TotalItems: 3, OrderTotal: 321.9 },
];
export const Statuses: Story = { render: () => <div style={{ display: 'flex', gap: 8 }}>{[0, 1, 2, 3, 9].map((s) => <OrderStatusPill key={s} status={s} />)}</div> };
export const HistoryFilter: Story = {
  render: () => <OrderFilter preset="month" onPresetChange={fn()} stores={[{ JtiAccountId: '1', AccountName: 'Quayside News Galway' }, { JtiAccountId: '2', AccountName: 'Quayside News Salthill' }]} storeId="1" onStoreChange={fn()} />,
};
export const HistoryFilterOneStore: Story = { render: () => <OrderFilter preset="pending" onPresetChange={fn()} stores={[{ JtiAccountId: '1', AccountName: 'Corner Shop' }]} storeId="1" onStoreChange={fn()} /> };
export const Orders: Story = { render: () => <OrderList orders={orders} onDownloadInvoice={fn()} /> };
export const OrdersDownloading: Story = { render: () => <OrderList orders={orders} onDownloadInvoice={fn()} downloading="100230" invoiceErrors={{ '100201': 'Order Number is invalid. Please go back to order history.' }} /> };
export const OrdersLoading: Story = { render: () => <OrderList orders={[]} isLoading onDownloadInvoice={fn()} /> };
export const OrdersEmpty: Story = { render: () => <OrderList orders={[]} onDownloadInvoice={fn()} /> };
export const OrdersError: Story = { render: () => <OrderList orders={[]} errorMessage="Sorry, our server has encountered an internal error and was unable to complete your request. Please try again later." onDownloadInvoice={fn()} /> };
export const OrdersPhone: Story = { render: () => <div style={{ width: 390 }}><OrderList orders={orders} onDownloadInvoice={fn()} /></div> };
export const Confirmation: Story = {
  render: () => (
    <OrderSummary order={{ ...orders[0]!, SubTotal: 1247.66, VatTotal: 286.96, OrderDetails: [{ SKU: 'RMC1001', Product: 'Harbour Gold 20s', Quantity: 4, PriceOuter: 128.33, LineTotal: 513.32 }, { SKU: 'EVAP1002', Product: 'Vapora Berry Ice Pods 2-pack 18mg', Quantity: 16, PriceOuter: 45.9, LineTotal: 734.4 }] }} />
  ),
};
