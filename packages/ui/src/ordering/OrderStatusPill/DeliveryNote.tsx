import { deliveryNote, type OrderDelivery } from '@trade-portal/domain';
import { Text } from '../../primitives/Text';
import { useNow } from '../shared/useNow';

/** Props of `DeliveryNote`. */
export interface DeliveryNoteProps {
  /** The order's delivery fields (`DeliveryStatus`, `ExpectedDeliveryDate`, `DeliveredAt`); none shows nothing. */
  order: OrderDelivery;
  /** The store's IANA time zone: its day and clock. @default 'Europe/Dublin' */
  timeZone?: string;
  /** Epoch ms to judge 'today' against (stories); omitted: the clock, redrawn every 30 s. */
  now?: number;
}

/**
 * Under an order's status (ADR 0055): 'Delivered today, 07:30', 'Delivered Tue 1 Dec, 07:30', or
 * 'Dispatched, due tomorrow', in the store's day and clock. Nothing for an order with no delivery, as from a
 * back end that sends only the §3 status.
 */
export function DeliveryNote({ order, timeZone = 'Europe/Dublin', now }: DeliveryNoteProps) {
  const at = useNow(now);
  const text = deliveryNote(order, timeZone, new Date(at));
  if (!text) return null;
  return (
    <Text display="block" marginTop="xxsmall" size="small" tone="secondary" data-delivery={order.DeliveryStatus}>
      {text}
    </Text>
  );
}
