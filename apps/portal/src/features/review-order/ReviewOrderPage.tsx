import { Link, useSearchParams } from 'react-router';
import { canChangeOrder, messages } from '@trade-portal/domain';
import { Button, Heading, InlineMessage, Link as ActionLink, OrderSummary, Stack, OrderSummarySkeleton } from '@trade-portal/ui';
import { useAccountNumber, useOrderDetails } from '../../api';
import { downloadQuickOrderCsv } from '../../documents/downloadCsv';
import { useOrderActions } from '../../shell/useOrderActions';
import { textLink } from '../../shell/links.css';

/**
 * /review-order?ordernumber=N (§2.1): a past order with its lines (OrderHistoryDetails). An unknown or
 * missing number shows the §8 message with a link back to the history. `&store=ID` reviews an order of
 * another of the user's stores (linked from /my-orders filtered by store) without switching to it; the
 * server refuses a store that is not the user's. For the current store's orders, the §4 actions under
 * the heading: Edit and Cancel for a pending order before its store's cut-off, Reorder for any (`useOrderActions`). Any order's lines
 * download as CSV in /quick-order's format ('Download as CSV'), to edit and order again there. A delivered
 * order of the current store links to its check-in (/check-in, ADR 0055).
 */
export default function ReviewOrderPage() {
  const [params] = useSearchParams();
  const orderNumber = params.get('ordernumber')?.trim() ?? '';
  const valid = /^\d+$/.test(orderNumber);
  const store = params.get('store')?.trim() || null;
  const details = useOrderDetails(valid ? orderNumber : null, store);
  const accountNumber = useAccountNumber();
  const actions = useOrderActions();
  const order = details.data;
  const ownStore = !store || store === accountNumber;
  const busy = actions.busyOrder !== null;
  const orderActions = order && (
    <>
      {ownStore && canChangeOrder(order) && (
        <>
          <Button size="small" onPress={() => actions.edit(order)} isPending={busy}>Edit order</Button>
          <Button size="small" variant="secondary" tone="critical" onPress={() => actions.cancel(order.OrderNumber)} isDisabled={busy}>Cancel order</Button>
        </>
      )}
      {ownStore && <Button size="small" variant="secondary" onPress={() => actions.reorder(order.OrderNumber)} isDisabled={busy}>Reorder</Button>}
      {ownStore && order.DeliveryStatus === 'Delivered' && <ActionLink variant="standalone" href={`/check-in?order=${order.OrderNumber}`}>Check in the delivery</ActionLink>}
      <Button size="small" variant="secondary" onPress={() => downloadQuickOrderCsv(order.OrderDetails, `order-${order.OrderNumber}.csv`)}>
        Download as CSV
      </Button>
    </>
  );

  return (
    <Stack gap="large">
      <Heading level="1">Review order</Heading>
      {!valid || details.isError ? (
        <>
          <InlineMessage tone="critical">{messages.invoiceInvalid}</InlineMessage>
          <Link to="/my-orders" className={textLink}>Back to order history</Link>
        </>
      ) : details.data ? (
        <>
          <OrderSummary order={details.data} actions={orderActions || undefined} />
          <Link to="/my-orders" className={textLink}>Back to order history</Link>
        </>
      ) : (
        <OrderSummarySkeleton />
      )}
    </Stack>
  );
}
