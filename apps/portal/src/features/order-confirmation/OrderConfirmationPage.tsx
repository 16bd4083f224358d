import { Link, Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckoutSteps, InlineMessage, OrderSummary } from '@trade-portal/ui';
import { readOrderResult } from '../cart/orders';
import * as css from '../../shell/layout.css';

/**
 * /order-confirmation (§4 Checkout step 3): the just-submitted order, with links to My Orders and Place
 * Order; the steps at 'Order Confirmation'. Without a stored result (a reload) it goes to /my-orders.
 */
export default function OrderConfirmationPage() {
  const order = readOrderResult(useQueryClient());
  if (!order) return <Navigate to="/my-orders" replace />;
  return (
    <div className={css.stack}>
      <CheckoutSteps current="Order Confirmation" />
      <h1 className={css.pageTitle}>Order confirmation</h1>
      <InlineMessage tone="positive">Thank you. Your order {order.OrderNumber} has been received.</InlineMessage>
      <OrderSummary order={order} />
      <div className={css.row}>
        <Link to="/my-orders" className={css.cta}>My Orders</Link>
        <Link to="/place-order" className={css.textLink}>Place another order</Link>
      </div>
    </div>
  );
}
