import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { messages } from '@trade-portal/domain';
import { CheckoutSteps, Heading, InlineMessage, OrderSummary, Inline, Stack, OrderSummarySkeleton } from '@trade-portal/ui';
import { useOrderDetails } from '../../api';
import { trackCheckoutStep } from '../../analytics/analytics';
import { cta, textLink } from '../../shell/links.css';

/**
 * /order-confirmation?ordernumber=N (§4 Checkout step 3): the submitted order with its lines, with links
 * to My Orders and Place Order; the steps at 'Order Confirmation'. Right after checkout the order is
 * already cached; a reload loads it from OrderHistoryDetails and shows the same page. Without a number
 * it goes to /my-orders; an order the server does not know shows the §8 message with a link to the history.
 * After the edit-order confirm (§4; navigation state `{ updated: true }`) it says the order was updated.
 */
export default function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const updated = (useLocation().state as { updated?: boolean } | null)?.updated === true;
  const orderNumber = params.get('ordernumber')?.trim() ?? '';
  const valid = /^\d+$/.test(orderNumber);
  const details = useOrderDetails(valid ? orderNumber : null);
  const shown = details.data?.OrderNumber;
  // §2.1: the third step is counted when an order is confirmed on screen, once per order shown.
  useEffect(() => {
    if (shown != null) trackCheckoutStep('Order Confirmation');
  }, [shown]);
  if (!valid) return <Navigate to="/my-orders" replace />;
  const order = details.data;
  return (
    <Stack gap="large">
      <CheckoutSteps current="Order Confirmation" />
      <Heading level="1">Order confirmation</Heading>
      {details.isError ? (
        <>
          <InlineMessage tone="critical">{messages.invoiceInvalid}</InlineMessage>
          <Link to="/my-orders" className={textLink}>Back to order history</Link>
        </>
      ) : order ? (
        <>
          <InlineMessage tone="positive">
            {updated ? `Your order ${order.OrderNumber} has been updated.` : `Thank you. Your order ${order.OrderNumber} has been received.`}
          </InlineMessage>
          <OrderSummary order={order} />
          <Inline gap="medium">
            <Link to="/my-orders" className={cta}>My Orders</Link>
            <Link to="/place-order" className={textLink}>Place another order</Link>
          </Inline>
        </>
      ) : (
        <OrderSummarySkeleton />
      )}
    </Stack>
  );
}
