import type { ReactNode } from 'react';
import { OrderStatus, VAT_PERCENT } from '@trade-portal/domain';
import type { Order, OrderDetail } from '@trade-portal/api-client';
import { visuallyHidden } from '../../theme';
import { Box, Inline, Stack } from '../../primitives/Box';
import { DateText } from '../../primitives/DateText';
import { Heading } from '../../primitives/Heading';
import { Price } from '../../primitives/Price';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import { EditableUntilNote } from '../OrderCutOff';
import { DeliveryNote, OrderStatusPill } from '../OrderStatusPill';
import type { OrderRowData } from '../OrderList';
import { TotalsRow } from '../shared/TotalsRow';
import * as css from './OrderSummary.css';

/** One line of an order (§3 OrderDetails): Quantity in outers, PriceOuter and LineTotal in EUR net. */
export type OrderSummaryLine = Pick<OrderDetail, 'SKU' | 'Product' | 'Quantity' | 'PriceOuter' | 'LineTotal'>;

/** An order with its lines and totals (§3 Order, ADR 0001). Amounts in EUR. */
export type OrderSummaryData = OrderRowData & Pick<Order, 'SubTotal' | 'VatTotal'> & { OrderDetails: ReadonlyArray<OrderSummaryLine> };

/** Props of `OrderSummary`. */
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
 * locked for delivery (its `EditableUntil`).
 */
export function OrderSummary({ order, headingLevel = 2, actions, now, timeZone }: OrderSummaryProps) {
  const titleId = `order-${order.OrderNumber}-title`;
  return (
    <Stack as="section" gap="medium" minWidth={0} aria-labelledby={titleId} data-order={order.OrderNumber}>
      <Box display="flex" flexWrap="wrap" alignItems="center" className={css.head}>
        <Heading level={headingLevel} size="xlarge" id={titleId}>Order {order.OrderNumber}</Heading>
        <OrderStatusPill status={order.Status} />
        <Text size="small" tone="secondary">Placed on <DateText value={order.OrderDate} /></Text>
        {order.Status === OrderStatus.Pending && <EditableUntilNote editableUntil={order.EditableUntil} timeZone={timeZone} now={now} />}
        <DeliveryNote order={order} timeZone={timeZone} now={now} />
      </Box>
      {/* The order's actions (Edit, Cancel, Reorder, invoice): one wrapping row of buttons. */}
      {actions && <Inline gap="small" alignItems="flex-start">{actions}</Inline>}
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
                  <Text size="xsmall" tone="secondary" weight="regular" className={css.phoneOnly}>SKU {l.SKU} · <Price value={l.PriceOuter} /> per outer</Text>
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
      <Stack as="dl" gap="xxsmall" padding="medium" className={css.totals}>
        <TotalsRow label="Outers">{order.TotalItems}</TotalsRow>
        <TotalsRow label="Subtotal"><Price value={order.SubTotal} /></TotalsRow>
        <TotalsRow label={`VAT (${VAT_PERCENT}%)`}><Price value={order.VatTotal} /></TotalsRow>
        <TotalsRow label="Total" isGrand><Price value={order.OrderTotal} /></TotalsRow>
      </Stack>
    </Stack>
  );
}

/**
 * The loading state of `OrderSummary`: its heading, three lines and the totals as skeletons
 * (`aria-busy`, named 'Loading the order'), so the page does not jump when the order arrives.
 */
export function OrderSummarySkeleton() {
  return (
    <Stack gap="medium" minWidth={0} role="status" aria-busy="true" aria-label="Loading the order">
      <Skeleton width="40%" height={28} />
      <div className={css.tableWrap}>
        {Array.from({ length: 3 }, (_, i) => (
          <Box key={i} display="flex" justifyContent="space-between" gap="medium" padding="medium" className={css.skeletonLine}>
            <Skeleton width="55%" />
            <Skeleton width="15%" />
          </Box>
        ))}
      </div>
      <Stack gap="xxsmall" padding="medium" className={css.totals}>
        <Skeleton width="100%" />
        <Skeleton width="100%" />
        <Skeleton width="100%" height={28} />
      </Stack>
    </Stack>
  );
}
