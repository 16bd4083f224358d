import { Stack } from '../../primitives/Box';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { card } from '../../theme';

/** Props of `DeliveryArrived`. */
export interface DeliveryArrivedProps {
  /** The orders delivered today and not checked in: number, 'Delivered today, 07:30' and the check-in's address. */
  deliveries: ReadonlyArray<{ orderNumber: string; note: string; href: string }>;
}

/**
 * Home's 'Delivery arrived?' on a delivery day (beyond the spec, ADR 0055): each order delivered today and
 * not yet checked in, with a link to count it against the invoice while the driver is there. Nothing when
 * there is none.
 */
export function DeliveryArrived({ deliveries }: DeliveryArrivedProps) {
  if (deliveries.length === 0) return null;
  return (
    <Stack as="section" gap="xsmall" padding="medium" className={card} aria-labelledby="delivery-arrived">
      <Heading level={2} size="large" id="delivery-arrived">Delivery arrived?</Heading>
      <Text tone="secondary">Count it against the invoice while the driver is here: tobacco with the driver present.</Text>
      {deliveries.map((d) => (
        <Stack key={d.orderNumber} gap="xxsmall">
          <Text>Order {d.orderNumber}: {d.note}</Text>
          <div>
            <Link variant="standalone" href={d.href}>Check in order {d.orderNumber}</Link>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
