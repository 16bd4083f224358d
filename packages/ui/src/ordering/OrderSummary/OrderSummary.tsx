import type { ReactNode } from 'react';
import { OrderStatus, VAT_PERCENT } from '@trade-portal/domain';
import type { Order, OrderDetail } from '@trade-portal/api-client';
import { visuallyHidden } from '../../theme';
import { DateText } from '../../primitives/DateText';
import { Price } from '../../primitives/Price';
import { Skeleton } from '../../primitives/Skeleton';
import { EditableUntilNote } from '../OrderCutOff';
import { OrderStatusPill } from '../OrderStatusPill';
import type { OrderRowData } from '../OrderList';
import * as shared from '../shared/shared.css';
import * as css from './OrderSummary.css';

/** One line of an order (§3 OrderDetails): Quantity in outers, PriceOuter and LineTotal in EUR net. */
export type OrderSummaryLine = Pick<OrderDetail, 'SKU' | 'Product' | 'Quantity' | 'PriceOuter' | 'LineTotal'>;

/** An order with its lines and totals (§3 Order, ADR 0001). Amounts in EUR. */
export type OrderSummaryData = OrderRowData & Pick<Order, 'SubTotal' | 'VatTotal'> & { OrderDetails: ReadonlyArray<OrderSummaryLine> };

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  order: OrderSummaryData;
  /** Heading level of 'Order {N}'. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * The order's actions under its heading (on /review-order: Edit and Cancel for a pending order,
   * Reorder, the invoice), laid out in a wrapping row; omitted = none.
   */
  actions?: ReactNode;
  /** Epoch ms a Pending order's cut-off is judged at (stories); omitted: the clock. */
  now?: number;
  /** The store's IANA time zone, for the cut-off note. @default 'Europe/Dublin' */
  timeZone?: string;
}

/**
 * An order for /order-confirmation and /review-order (§2.1, §4): the heading 'Order {N}', its status
 * pill and ordinal date, a table of lines (product, SKU, outers, price per outer, line total; SKU and
 * price fold under the name below 768 px) and the totals (outers, subtotal, VAT 23 %, total, EUR);
 * optional `actions` under the heading. A Pending order says until when it can change, or since when it is
 * locked for delivery (its `EditableUntil`, issue 12).
 */
export function OrderSummary({ order, headingLevel = 2, actions, now, timeZone }: OrderSummaryProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const titleId = `order-${order.OrderNumber}-title`;
  return (
    <section className={css.section} aria-labelledby={titleId} data-order={order.OrderNumber}>
      <div className={css.head}>
        <Heading id={titleId} className={css.title}>Order {order.OrderNumber}</Heading>
        <OrderStatusPill status={order.Status} />
        <span className={css.date}>Placed on <DateText value={order.OrderDate} /></span>
        {order.Status === OrderStatus.Pending && <EditableUntilNote editableUntil={order.EditableUntil} timeZone={timeZone} now={now} />}
      </div>
      {actions && <div className={css.actions}>{actions}</div>}
      <div className={css.tableWrap}>
        <table className={css.table}>
          <caption className={visuallyHidden}>
            Lines of order {order.OrderNumber}
          </caption>
          <thead>
            <tr>
              <th className={css.th} scope="col">Product</th>
              <th className={`${css.th} ${css.hideOnPhone}`} scope="col">SKU</th>
              <th className={css.th} scope="col" data-align="end">Outers</th>
              <th className={`${css.th} ${css.hideOnPhone}`} scope="col" data-align="end">Price per outer</th>
              <th className={css.th} scope="col" data-align="end">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.OrderDetails.map((l) => (
              <tr key={l.SKU}>
                <td className={css.td}>
                  <span className={css.product}>{l.Product}</span>
                  <span className={`${css.sku} ${css.phoneOnly}`}>SKU {l.SKU} · <Price value={l.PriceOuter} /> per outer</span>
                </td>
                <td className={`${css.td} ${css.hideOnPhone}`}>{l.SKU}</td>
                <td className={css.td} data-align="end">{l.Quantity}</td>
                <td className={`${css.td} ${css.hideOnPhone}`} data-align="end"><Price value={l.PriceOuter} /></td>
                <td className={css.td} data-align="end"><Price value={l.LineTotal} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={css.totals}>
        <div className={shared.totalsRow}><dt>Outers</dt><dd className={shared.totalsValue}>{order.TotalItems}</dd></div>
        <div className={shared.totalsRow}><dt>Subtotal</dt><dd className={shared.totalsValue}><Price value={order.SubTotal} /></dd></div>
        <div className={shared.totalsRow}><dt>VAT ({VAT_PERCENT}%)</dt><dd className={shared.totalsValue}><Price value={order.VatTotal} /></dd></div>
        <div className={shared.totalsGrand}><dt>Total</dt><dd className={shared.totalsGrandValue}><Price value={order.OrderTotal} /></dd></div>
      </dl>
    </section>
  );
}

/**
 * The loading state of {@link OrderSummary}: its heading, three lines and the totals as skeletons
 * (`aria-busy`, named 'Loading the order'), so the page does not jump when the order arrives.
 */
export function OrderSummarySkeleton() {
  return (
    <div className={css.section} role="status" aria-busy="true" aria-label="Loading the order">
      <Skeleton width="40%" height={28} />
      <div className={css.tableWrap}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={css.skeletonLine}>
            <Skeleton width="55%" />
            <Skeleton width="15%" />
          </div>
        ))}
      </div>
      <div className={css.totals}>
        <Skeleton width="100%" />
        <Skeleton width="100%" />
        <Skeleton width="100%" height={28} />
      </div>
    </div>
  );
}
