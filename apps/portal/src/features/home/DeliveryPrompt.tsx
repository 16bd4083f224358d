import { deliveriesToCheckIn, deliveryNote } from '@trade-portal/domain';
import { DeliveryArrived } from '@trade-portal/ui';
import { useOrderCutOff, useOrderHistory } from '../../api';

/**
 * Home's 'Delivery arrived?' (beyond the spec, ADR 0055): the store's orders of the past week delivered
 * on its today and not yet checked in, each linked to /check-in. Loaded beside Home, and drawn at the foot
 * of the page, so nothing above it moves when it arrives.
 */
export default function DeliveryPrompt() {
  const history = useOrderHistory('week');
  const cutOff = useOrderCutOff();
  const timeZone = cutOff.data?.TimeZone ?? 'Europe/Dublin';
  const now = new Date();
  const due = deliveriesToCheckIn(history.data?.OrderHistory ?? [], timeZone, now);
  return (
    <DeliveryArrived
      deliveries={due.map((o) => ({ orderNumber: o.OrderNumber, note: deliveryNote(o, timeZone, now) ?? '', href: `/check-in?order=${o.OrderNumber}` }))}
    />
  );
}
