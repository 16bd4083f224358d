import { orderStatusName, type OrderStatusName } from '@trade-portal/domain';
import { Pill, type PillTone } from '../../primitives/Pill';

/** Pill tone per status (docs/design.md My orders): Pending caution, Processing interactive, Submitted positive, Cancelled neutral. */
export const orderStatusTones: Record<OrderStatusName, PillTone> = { Pending: 'caution', Processing: 'accent', Submitted: 'positive', Cancelled: 'neutral' };

/** Props of `OrderStatusPill`. */
export interface OrderStatusPillProps {
  /** §4 status code: 0 Submitted, 1 Pending, 2 Processing, 3 Cancelled; anything else reads Submitted. */
  status: number | null | undefined;
}

/** An order's status by name as a small pill (§4, domain `orderStatusName`); `data-status` holds the name. */
export function OrderStatusPill({ status }: OrderStatusPillProps) {
  const name = orderStatusName(status);
  return (
    <span data-status={name}>
      <Pill tone={orderStatusTones[name]}>{name}</Pill>
    </span>
  );
}
