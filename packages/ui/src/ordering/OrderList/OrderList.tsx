import { useId } from 'react';
import { Link } from 'react-aria-components';
import { Link as ActionLink } from '../../primitives/Link';
import { canChangeOrder, claimStatusLabels, formatEur, OrderStatus } from '@trade-portal/domain';
import type { Order } from '@trade-portal/api-client';
import { visuallyHidden } from '../../theme';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { DateText } from '../../primitives/DateText';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Price } from '../../primitives/Price';
import { Text } from '../../primitives/Text';
import { Skeleton } from '../../primitives/Skeleton';
import { InvoiceButton } from '../InvoiceButton';
import { EditableUntilNote } from '../OrderCutOff';
import { DeliveryNote, OrderStatusPill } from '../OrderStatusPill';
import { EmptyState } from '../shared/EmptyState';
import * as shared from '../shared/shared.css';
import * as css from './OrderList.css';

/**
 * An order as the history shows it (§3 Order; lines omitted): OrderNumber (digits), OrderDate (ISO 8601),
 * Status (§4 code), TotalItems (outers), OrderTotal (EUR with VAT), for a pending order EditableUntil,
 * the store's cut-off after it, where Edit and Cancel end, and once dispatched its delivery and its claim (ADR 0055).
 */
export type OrderRowData = Pick<Order, 'OrderNumber' | 'OrderDate' | 'Status' | 'TotalItems' | 'OrderTotal' | 'EditableUntil' | 'DeliveryStatus' | 'ExpectedDeliveryDate' | 'DeliveredAt' | 'DeliveryClaim'>;

/** Props of `OrderList`. */
export interface OrderListProps {
  /** Orders, newest first (as FilteredByTimeSpanOrderHistory returns them). */
  orders: ReadonlyArray<OrderRowData>;
  /**
   * The review page's address of an order.
   * @default (n) => `/review-order?ordernumber=${n}`
   */
  reviewHref?: (orderNumber: string) => string;
  /** Shows skeleton rows. */
  isLoading?: boolean;
  /** The history could not be loaded: the message replaces the list. */
  errorMessage?: string | null;
  /** Offered with `errorMessage` as a 'Try again' button. */
  onRetry?: () => void;
  onDownloadInvoice: (orderNumber: string) => void;
  /** An accepted claim's credit note to download (ADR 0055), by its number; omitted = none offered. */
  onDownloadCreditNote?: (creditNoteNumber: string) => void;
  /** The order number whose invoice, or the credit note number whose PDF, is downloading. */
  downloading?: string | null;
  /** §8 invoice messages by order number, and credit note download messages by credit note number. */
  invoiceErrors?: Readonly<Record<string, string | null | undefined>>;
  /** Edit a pending order (§4 Pending order): offered on Pending rows only; omitted = no Edit. */
  onEdit?: (orderNumber: string) => void;
  /** Cancel a pending order (§4 Cancel order): offered on Pending rows only; omitted = no Cancel. */
  onCancel?: (orderNumber: string) => void;
  /** Add an order's lines to the cart again (§4 Reorder): offered on every row; omitted = none. */
  onReorder?: (orderNumber: string) => void;
  /** Epoch ms the cut-offs are judged at (stories); omitted: the clock. */
  now?: number;
  /** The store's IANA time zone, for the cut-off notes. @default 'Europe/Dublin' */
  timeZone?: string;
  /** The order whose Edit, Cancel or Reorder is running: its buttons show a spinner, the others wait. */
  busyOrder?: string | null;
  /** The check-in page's address of a delivered order (ADR 0055); omitted = no 'Check in' link. */
  checkInHref?: (orderNumber: string) => string;
}

/** How a claim's status reads under its order: waiting is secondary, accepted positive, rejected critical. */
const claimTones = { UnderReview: 'secondary', Accepted: 'positive', Rejected: 'critical' } as const;

/** An accepted claim's credit note under its order's invoice (ADR 0055): 'Credit note CN000007, −€24.60', downloaded as a PDF. */
function CreditNoteButton({ orderNumber, creditNoteNumber, total, onPress, isPending, errorMessage }: {
  orderNumber: string; creditNoteNumber: string; total: number | null; onPress: (creditNoteNumber: string) => void; isPending: boolean; errorMessage?: string | null;
}) {
  const errorId = useId();
  // A word joiner keeps the minus with its amount when the cell wraps.
  const label = `Credit note ${creditNoteNumber}${total === null ? '' : `, −\u2060${formatEur(total)}`}`;
  return (
    <Stack gap="xxsmall" alignItems="flex-start" className={css.creditNote}>
      <Button
        variant="quiet"
        tone="accent"
        size="small"
        onPress={() => onPress(creditNoteNumber)}
        isPending={isPending}
        // The visible words first (WCAG 2.5.3), then the order they belong to.
        aria-label={`${label} for order ${orderNumber}`}
        aria-describedby={errorMessage ? errorId : undefined}
      >
        {label}
      </Button>
      {errorMessage && (
        <Text as="p" id={errorId} size="xsmall" tone="critical" weight="medium" breakWords role="alert">{errorMessage}</Text>
      )}
    </Stack>
  );
}

const defaultReviewHref = (orderNumber: string) => `/review-order?ordernumber=${encodeURIComponent(orderNumber)}`;

/**
 * The /my-orders history (§2.1, §4): a table of order number (a link to
 * /review-order?ordernumber=N), ordinal date, outers, total (EUR), status pill and an
 * `InvoiceButton` (a pending order's is its pro-forma invoice; a cancelled order has none) with, under a
 * delivered order's, its claim's status and an accepted claim's credit note to download (ADR 0055), and,
 * when their callbacks are given, the order actions: Edit and Cancel on Pending rows until their store's
 * cut-off (a note under the status says until when, or since when the order is locked), Reorder
 * on every row (§4); below 768 px each row is a card. States: loading (skeleton rows, aria-busy),
 * empty ('No orders in this period.' with a link to /place-order), error (the message, role=alert).
 * Each row is a `<tr data-order="N" data-status="Pending|…">`.
 */
export function OrderList({
  orders, reviewHref = defaultReviewHref, isLoading, errorMessage, onRetry, onDownloadInvoice, onDownloadCreditNote, downloading, invoiceErrors = {},
  onEdit, onCancel, onReorder, busyOrder = null, now, timeZone, checkInHref,
}: OrderListProps) {
  const hasActions = !!(onEdit || onCancel || onReorder);
  if (errorMessage) {
    return (
      <Stack gap="small" alignItems="flex-start">
        <InlineMessage tone="critical">{errorMessage}</InlineMessage>
        {onRetry && <Button variant="secondary" onPress={onRetry}>Try again</Button>}
      </Stack>
    );
  }
  if (isLoading) {
    return (
      <Stack gap="xsmall" role="status" aria-busy="true" aria-label="Loading orders">
        {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height={56} />)}
      </Stack>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState title="No orders in this period." action={<Link href="/place-order" className={shared.link}>Place an order</Link>}>
        Choose a longer period or another status to see older orders.
      </EmptyState>
    );
  }
  return (
    <div className={css.wrap}>
      {/* A native table: the list is read, not edited, so it needs no grid navigation; explicit roles keep
          its semantics when the cells become a card on phones (display: block drops them in some readers). */}
      <table aria-label="Orders, newest first" className={css.table} role="table">
        <thead className={css.header} role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={css.column}>Order</th>
            <th scope="col" role="columnheader" className={css.column}>Date</th>
            <th scope="col" role="columnheader" className={css.column} data-align="end">Outers</th>
            <th scope="col" role="columnheader" className={css.column} data-align="end">Total</th>
            <th scope="col" role="columnheader" className={css.column}>Status</th>
            <th scope="col" role="columnheader" className={css.column}>Invoice</th>
            {hasActions && <th scope="col" role="columnheader" className={css.column}>Actions</th>}
          </tr>
        </thead>
        <tbody className={css.body} role="rowgroup">
          {orders.map((o) => {
            const pending = o.Status === OrderStatus.Pending;
            const changeable = canChangeOrder(o, now);
            const cancelled = o.Status === OrderStatus.Cancelled;
            const busy = busyOrder === o.OrderNumber;
            const waiting = busyOrder !== null && !busy;
            return (
            <tr key={o.OrderNumber} role="row" className={css.row} data-order={o.OrderNumber} data-status={pending ? 'Pending' : cancelled ? 'Cancelled' : 'Other'}>
              <th scope="row" role="rowheader" className={css.cell} data-area="number">
                <span className={css.phoneOnly}>Order </span>
                <Link className={shared.link} href={reviewHref(o.OrderNumber)}>{o.OrderNumber}</Link>
              </th>
              <td role="cell" className={css.cell} data-area="date"><DateText value={o.OrderDate} /></td>
              <td role="cell" className={css.cell} data-area="items" data-align="end">
                {o.TotalItems}
                <span className={css.phoneOnly}> outers</span>
              </td>
              <td role="cell" className={css.cell} data-area="total" data-align="end"><Price value={o.OrderTotal} /></td>
              <td role="cell" className={css.cell} data-area="status">
                <OrderStatusPill status={o.Status} />
                {pending && <EditableUntilNote editableUntil={o.EditableUntil} timeZone={timeZone} now={now} />}
                <DeliveryNote order={o} timeZone={timeZone} now={now} />
                {checkInHref && o.DeliveryStatus === 'Delivered' && (
                  <ActionLink variant="standalone" href={checkInHref(o.OrderNumber)} aria-label={`Check in order ${o.OrderNumber}`}>Check in</ActionLink>
                )}
                {o.DeliveryClaim && (
                  <Text as="p" size="small" tone={claimTones[o.DeliveryClaim.Status]} data-claim={o.DeliveryClaim.Status}>
                    Claim {o.DeliveryClaim.ClaimNumber}: {claimStatusLabels[o.DeliveryClaim.Status].toLowerCase()}
                  </Text>
                )}
              </td>
              <td role="cell" className={css.cell} data-area="invoice">
                {cancelled ? (
                  <span className={css.none}>—<span className={visuallyHidden}>No invoice for a cancelled order</span></span>
                ) : (
                  <InvoiceButton
                    orderNumber={o.OrderNumber}
                    kind={pending ? 'proForma' : 'invoice'}
                    onPress={() => onDownloadInvoice(o.OrderNumber)}
                    isPending={downloading === o.OrderNumber}
                    errorMessage={invoiceErrors[o.OrderNumber]}
                  />
                )}
                {onDownloadCreditNote && o.DeliveryClaim?.CreditNoteNumber && (
                  <CreditNoteButton
                    orderNumber={o.OrderNumber}
                    creditNoteNumber={o.DeliveryClaim.CreditNoteNumber}
                    total={o.DeliveryClaim.CreditNoteTotal}
                    onPress={onDownloadCreditNote}
                    isPending={downloading === o.DeliveryClaim.CreditNoteNumber}
                    errorMessage={invoiceErrors[o.DeliveryClaim.CreditNoteNumber]}
                  />
                )}
              </td>
              {hasActions && (
                <td role="cell" className={css.cell} data-area="actions">
                  <Box display="flex" flexWrap="wrap" gap="xsmall">
                    {changeable && onEdit && (
                      <Button size="small" variant="secondary" onPress={() => onEdit(o.OrderNumber)} isPending={busy} isDisabled={waiting} aria-label={`Edit order ${o.OrderNumber}`}>Edit</Button>
                    )}
                    {changeable && onCancel && (
                      <Button size="small" variant="secondary" tone="critical" onPress={() => onCancel(o.OrderNumber)} isDisabled={busy || waiting} aria-label={`Cancel order ${o.OrderNumber}`}>Cancel</Button>
                    )}
                    {onReorder && (
                      <Button size="small" variant="secondary" onPress={() => onReorder(o.OrderNumber)} isPending={busy} isDisabled={waiting} aria-label={`Reorder ${o.OrderNumber}`}>Reorder</Button>
                    )}
                  </Box>
                </td>
              )}
            </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
