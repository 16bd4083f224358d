import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, type DeliveryCheckIn } from '@trade-portal/api-client';
import { claimMessages, messages } from '@trade-portal/domain';
import { Box, Button, Heading, InlineMessage, Skeleton, Stack, Text } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useDeliveryCheckIn } from '../../api/delivery';
import { textLink } from '../../shell/links.css';
import { CheckInFlow } from './CheckInFlow';
import { ClaimStatus } from './ClaimStatus';

// The claim's form and machine are a chunk of their own: most check-ins end without one.
const ClaimFlow = suspenseComponent(lazyPart(() => import('./ClaimFlow')));

/**
 * Under a checked-in delivery (ADR 0055): 'Claim what was wrong' while its claim is open, which opens the
 * claim (`ClaimFlow`, kept open once opened so its answer stays in view), or that the window has closed.
 */
function ClaimSection({ delivery }: { delivery: DeliveryCheckIn }) {
  const [claiming, setClaiming] = useState(false);
  if (claiming) {
    return (
      <Suspense fallback={<Skeleton height="large" />}>
        <ClaimFlow delivery={delivery} />
      </Suspense>
    );
  }
  if (delivery.Claim || delivery.CheckedInAt === null) return null;
  if (Date.now() > new Date(delivery.ClaimUntil).getTime()) return <Text tone="secondary">{claimMessages.windowClosed}</Text>;
  const short = delivery.Lines.some((l) => l.Received !== null && l.Received < l.Invoiced);
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
      <Button variant={short ? 'primary' : 'secondary'} onPress={() => setClaiming(true)}>Claim what was wrong</Button>
      <Text tone="secondary">{short ? 'Some lines came short: claim them within 48 hours of delivery.' : 'Outers damaged, a wrong product or out of date? Claim within 48 hours of delivery.'}</Text>
    </Box>
  );
}

/**
 * /check-in?order=N (beyond the spec, ADR 0055): a delivered order of the current store counted against its
 * invoice (GET /api/Delivery/CheckIn), then sent once; then its claim, opened on demand, and once sent its status below it. A missing or unknown number, or an order not delivered
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
      <ClaimSection key={`claim ${checkIn.data.OrderNumber}`} delivery={checkIn.data} />
      {checkIn.data.Claim && <ClaimStatus claim={checkIn.data.Claim} />}
      <Link to="/my-orders" className={textLink}>Back to order history</Link>
    </Stack>
  );
}
