import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { Heading, InlineMessage, Skeleton, Stack } from '@trade-portal/ui';
import { useDeliveryCheckIn } from '../../api/delivery';
import { textLink } from '../../shell/links.css';
import { CheckInFlow } from './CheckInFlow';
import { ClaimStatus } from './ClaimStatus';

/**
 * /check-in?order=N (beyond the spec, ADR 0055): a delivered order of the current store counted against its
 * invoice (GET /api/Delivery/CheckIn), then sent once; its claim, once sent, below it. A missing or unknown number, or an order not delivered
 * yet, says so (the server's Message) with a link back to My Orders.
 */
export default function CheckInPage() {
  const [params] = useSearchParams();
  const orderNumber = params.get('order')?.trim() ?? '';
  const valid = /^\d{1,20}$/.test(orderNumber);
  const checkIn = useDeliveryCheckIn(valid ? orderNumber : null);
  if (!valid || checkIn.isError) {
    return (
      <Stack gap="large">
        <Heading level="1">Check in a delivery</Heading>
        <InlineMessage tone="critical">{valid ? errorMessage(checkIn.error) : messages.invoiceInvalid}</InlineMessage>
        <Link to="/my-orders" className={textLink}>Back to order history</Link>
      </Stack>
    );
  }
  if (!checkIn.data) {
    return (
      <Stack gap="large" aria-busy="true">
        <Heading level="1">Check in order {orderNumber}</Heading>
        <Skeleton height="large" />
        <Skeleton height="large" />
      </Stack>
    );
  }
  return (
    <Stack gap="large">
      <CheckInFlow key={checkIn.data.OrderNumber} delivery={checkIn.data} />
      {checkIn.data.Claim && <ClaimStatus claim={checkIn.data.Claim} />}
      <Link to="/my-orders" className={textLink}>Back to order history</Link>
    </Stack>
  );
}
