import { Button as RACButton, Link } from 'react-aria-components';
import { DateText } from '../Feedback';
import * as css from './Shell.css';

export interface InfoBarProps {
  accountName: string;
  /** More than one store: shows '(switch)' (§2.5). */
  canSwitch: boolean;
  onSwitch: () => void;
  /** The newest order, for 'Last order: {date} ({orderNumber})'. */
  lastOrder?: { OrderNumber: string; OrderDate: string } | null;
  /** The business advisor's phone number; the 'BA' tap-to-call link. */
  baPhone?: string | null;
  /** Set while a pending order is in the cart: 'Currently editing order ({id}).' (§2.4). */
  editingOrderNumber?: string | null;
}

/** The info bar of §2.5: account, (switch), last order, BA phone; and the §2.4 editing notice. */
export function InfoBar({ accountName, canSwitch, onSwitch, lastOrder, baPhone, editingOrderNumber }: InfoBarProps) {
  return (
    <div className={css.infoBar}>
      {editingOrderNumber && <div className={css.editing} role="status">Currently editing order ({editingOrderNumber}).</div>}
      <div className={css.infoInner}>
        <span>
          <span className={css.infoStrong}>{accountName}</span>{' '}
          {canSwitch && <RACButton className={css.linkButton} onPress={onSwitch}>(switch)</RACButton>}
        </span>
        {lastOrder && (
          <span>
            Last order:{' '}
            <Link className={css.inlineLink} href={`/review-order?ordernumber=${encodeURIComponent(lastOrder.OrderNumber)}`}>
              <DateText value={lastOrder.OrderDate} /> ({lastOrder.OrderNumber})
            </Link>
          </span>
        )}
        {baPhone && (
          <span>
            <a className={css.inlineLink} href={`tel:${baPhone.replace(/\s+/g, '')}`} aria-label={`BA: call your business advisor on ${baPhone}`}>BA</a> {baPhone}
          </span>
        )}
      </div>
    </div>
  );
}
