import { Link, useSearchParams } from 'react-router';
import { messages } from '@trade-portal/domain';
import { InlineMessage, OrderSummary, Stack, OrderSummarySkeleton } from '@trade-portal/ui';
import { useOrderDetails } from '../../api';
import * as css from '../../shell/layout.css';

/**
 * /review-order?ordernumber=N (§2.1): a past order with its lines (OrderHistoryDetails). An unknown or
 * missing number shows the §8 message with a link back to the history. `&store=ID` reviews an order of
 * another of the user's stores (linked from /my-orders filtered by store) without switching to it; the
 * server refuses a store that is not the user's.
 */
export default function ReviewOrderPage() {
  const [params] = useSearchParams();
  const orderNumber = params.get('ordernumber')?.trim() ?? '';
  const valid = /^\d+$/.test(orderNumber);
  const store = params.get('store')?.trim() || null;
  const details = useOrderDetails(valid ? orderNumber : null, store);

  return (
    <Stack gap="large">
      <h1 className={css.pageTitle}>Review order</h1>
      {!valid || details.isError ? (
        <>
          <InlineMessage tone="critical">{messages.invoiceInvalid}</InlineMessage>
          <Link to="/my-orders" className={css.textLink}>Back to order history</Link>
        </>
      ) : details.data ? (
        <>
          <OrderSummary order={details.data} />
          <Link to="/my-orders" className={css.textLink}>Back to order history</Link>
        </>
      ) : (
        <OrderSummarySkeleton />
      )}
    </Stack>
  );
}
