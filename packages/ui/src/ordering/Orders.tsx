import { Button as RACButton, Label, Link, ListBox, ListBoxItem, Popover, Select, SelectValue, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { historyPresets, orderStatusName, type HistoryPresetId } from '@trade-portal/domain';
import { Button } from '../components/Button';
import { DateText, InlineMessage, Pill, type PillTone, Price, Skeleton } from '../components/Feedback';
import * as css from './ordering.css';

const statusTones: Record<string, PillTone> = { Pending: 'caution', Processing: 'accent', Submitted: 'positive', Cancelled: 'neutral' };

/** An order status by name as a pill (§4 codes; unknown → Submitted). */
export function OrderStatusPill({ status }: { status: number }) {
  const name = orderStatusName(status);
  return <Pill tone={statusTones[name]}>{name}</Pill>;
}

export interface OrderFilterProps {
  preset: HistoryPresetId;
  onPresetChange: (id: HistoryPresetId) => void;
  /** Stores; the store choice shows only with more than one (§4). */
  stores: { JtiAccountId: string; AccountName: string }[];
  storeId: string;
  onStoreChange: (id: string) => void;
}

/** The order-history filter of §4: preset chips (time spans and statuses) and a store choice. */
export function OrderFilter({ preset, onPresetChange, stores, storeId, onStoreChange }: OrderFilterProps) {
  return (
    <div className={css.toolbar}>
      {stores.length > 1 && (
        <Select selectedKey={storeId} onSelectionChange={(k) => onStoreChange(String(k))}>
          <Label className={css.fieldLabel}>Store</Label>
          <RACButton className={css.select}><SelectValue /> <span aria-hidden="true">▾</span></RACButton>
          <Popover className={css.popover}>
            <ListBox>{stores.map((s) => <ListBoxItem key={s.JtiAccountId} id={s.JtiAccountId} className={css.option}>{s.AccountName}</ListBoxItem>)}</ListBox>
          </Popover>
        </Select>
      )}
      <ToggleButtonGroup aria-label="Show orders" selectionMode="single" disallowEmptySelection selectedKeys={[preset]} onSelectionChange={(keys) => { const k = [...keys][0]; if (k) onPresetChange(k as HistoryPresetId); }} className={css.chips}>
        {historyPresets.map((p) => <ToggleButton key={p.id} id={p.id} className={css.chip}>{p.label}</ToggleButton>)}
      </ToggleButtonGroup>
    </div>
  );
}

/** An order row as the list shows it (§3 Order). */
export interface OrderRowData {
  OrderNumber: string;
  OrderDate: string;
  Status: number;
  TotalItems: number;
  OrderTotal: number;
}

export interface OrderListProps {
  orders: OrderRowData[];
  isLoading?: boolean;
  errorMessage?: string | null;
  onDownloadInvoice: (orderNumber: string) => void;
  /** Order number whose invoice is downloading. */
  downloading?: string | null;
  /** Message of a failed invoice download, by order number (§8). */
  invoiceErrors?: Record<string, string | undefined>;
}

/** The order history table (§2.1 /my-orders): number linking to the review, date, outers, total, status, invoice. */
export function OrderList({ orders, isLoading, errorMessage, onDownloadInvoice, downloading, invoiceErrors = {} }: OrderListProps) {
  if (errorMessage) return <InlineMessage tone="critical">{errorMessage}</InlineMessage>;
  if (isLoading) return <div role="status" aria-busy="true" aria-label="Loading orders" style={{ display: 'grid', gap: 8 }}>{Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height={44} />)}</div>;
  if (orders.length === 0) {
    return (
      <div className={css.empty}>
        <strong>No orders in this period.</strong>
        <Link href="/place-order" className={css.link}>Place an order</Link>
      </div>
    );
  }
  return (
    <div className={css.orderTableWrap}>
      <table className={css.table}>
        <caption className={css.hideOnPhone} style={{ textAlign: 'left', padding: 8, fontWeight: 600 }}>Your orders, newest first</caption>
        <thead>
          <tr>
            <th className={css.th} scope="col">Order</th>
            <th className={css.th} scope="col">Date</th>
            <th className={`${css.th} ${css.hideOnPhone}`} scope="col">Outers</th>
            <th className={css.th} scope="col">Total</th>
            <th className={css.th} scope="col">Status</th>
            <th className={css.th} scope="col"><span className={css.hideOnPhone}>Invoice</span></th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.OrderNumber} data-order={o.OrderNumber}>
              <td className={css.td}><Link className={css.link} href={`/review-order?ordernumber=${o.OrderNumber}`}>{o.OrderNumber}</Link></td>
              <td className={css.td}><DateText value={o.OrderDate} /></td>
              <td className={`${css.td} ${css.hideOnPhone}`}>{o.TotalItems}</td>
              <td className={css.td}><Price value={o.OrderTotal} /></td>
              <td className={css.td}><OrderStatusPill status={o.Status} /></td>
              <td className={css.td}>
                <InvoiceButton orderNumber={o.OrderNumber} onPress={() => onDownloadInvoice(o.OrderNumber)} isPending={downloading === o.OrderNumber} errorMessage={invoiceErrors[o.OrderNumber]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Download invoice' for one order, with its pending and §8 error states. */
export function InvoiceButton({ orderNumber, onPress, isPending, errorMessage }: { orderNumber: string; onPress: () => void; isPending?: boolean; errorMessage?: string | null }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Button variant="secondary" tone="accent" size="small" onPress={onPress} isPending={isPending} aria-label={`Download invoice for order ${orderNumber}`}>Invoice</Button>
      {errorMessage && <span className={css.fieldError} style={{ textAlign: 'left' }} role="alert">{errorMessage}</span>}
    </div>
  );
}

export interface OrderSummaryProps {
  order: OrderRowData & { SubTotal: number; VatTotal: number; OrderDetails: { SKU: string; Product: string; Quantity: number; PriceOuter: number; LineTotal: number }[] };
}

/** An order with its lines and totals (/order-confirmation, /review-order). */
export function OrderSummary({ order }: OrderSummaryProps) {
  return (
    <section aria-label={`Order ${order.OrderNumber}`} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <h2 style={{ margin: 0 }}>Order {order.OrderNumber}</h2>
        <OrderStatusPill status={order.Status} />
        <span>Placed on <DateText value={order.OrderDate} /></span>
      </div>
      <div className={css.orderTableWrap}>
        <table className={css.table}>
          <thead>
            <tr>
              <th className={css.th} scope="col">Product</th>
              <th className={`${css.th} ${css.hideOnPhone}`} scope="col">SKU</th>
              <th className={css.th} scope="col">Outers</th>
              <th className={`${css.th} ${css.hideOnPhone}`} scope="col">Price / outer</th>
              <th className={css.th} scope="col">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.OrderDetails.map((l) => (
              <tr key={l.SKU}>
                <td className={css.td}>{l.Product}</td>
                <td className={`${css.td} ${css.hideOnPhone}`}>{l.SKU}</td>
                <td className={css.td}>{l.Quantity}</td>
                <td className={`${css.td} ${css.hideOnPhone}`}><Price value={l.PriceOuter} /></td>
                <td className={css.td}><Price value={l.LineTotal} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={css.summary} style={{ position: 'static', maxWidth: 360, marginLeft: 'auto' }}>
        <p className={css.summaryRow}><span>Outers</span><span>{order.TotalItems}</span></p>
        <p className={css.summaryRow}><span>Subtotal</span><Price value={order.SubTotal} /></p>
        <p className={css.summaryRow}><span>VAT (23%)</span><Price value={order.VatTotal} /></p>
        <p className={css.summaryTotal}><span>Total</span><Price value={order.OrderTotal} /></p>
      </div>
    </section>
  );
}
