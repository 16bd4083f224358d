import type { RefObject } from 'react';
import { Heading, InlineMessage, Link, Stack } from '@trade-portal/ui';

/** How one store's checkout from the grid ended: its order number, saved on the device, or why not. */
export interface Outcome {
  storeId: string;
  storeName: string;
  orderNumber?: string;
  /** Why nothing was ordered (the server's Message, or the cart changed). */
  message?: string;
  /** Not heard by the server: kept on the device and sent once (ADR 0031). */
  saved?: boolean;
}

/** A store's order the server did not hear (offline): kept in the outbox and sent once (ADR 0031), as /cart says it. */
const SAVED_ON_DEVICE = 'The order is saved on this device, not yet sent. It will be sent once, when the connection is back, and its order number shown then.';

/**
 * What the grid's last checkout did, store by store (ADR 0030), under a heading that sums it up: a link to
 * each order placed, the reason a store was not ordered, or that its order waits on the device.
 * @param outcomes the last checkout's outcomes, in the order the stores were sent
 * @param headingRef the heading, which the page brings into view and focuses when the outcomes arrive
 */
export function CheckoutOutcomes({ outcomes, headingRef }: { outcomes: readonly Outcome[]; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <Stack role="status" gap="xsmall">
      <Heading level="2" ref={headingRef}>
        {outcomes.some((o) => o.message) ? 'Not every order was placed' : outcomes.some((o) => o.saved) ? 'Not every order is sent yet' : outcomes.length > 1 ? `${outcomes.length} orders placed` : 'Order placed'}
      </Heading>
      {outcomes.map((o) =>
        o.message ? (
          <InlineMessage key={o.storeId} tone="critical" title={`${o.storeName}: not ordered.`}>{o.message}</InlineMessage>
        ) : o.saved ? (
          <InlineMessage key={o.storeId} tone="info" title={`${o.storeName}: saved on this device.`}>
            {SAVED_ON_DEVICE}
          </InlineMessage>
        ) : (
          <InlineMessage key={o.storeId} tone="positive" title={`${o.storeName}: order placed.`}>
            {o.orderNumber ? <Link href={`/review-order?ordernumber=${o.orderNumber}&store=${o.storeId}`}>Order {o.orderNumber}</Link> : 'Your order has been submitted correctly.'}
          </InlineMessage>
        ),
      )}
    </Stack>
  );
}
