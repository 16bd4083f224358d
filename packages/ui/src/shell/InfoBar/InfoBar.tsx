import { memo, useId, useState } from 'react';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import type { Order } from '@trade-portal/api-client';
import { Box } from '../../primitives/Box';
import { DateText } from '../../primitives/DateText';
import { Icon } from '../../primitives/Icon';
import { Skeleton } from '../../primitives/Skeleton';
import { Text } from '../../primitives/Text';
import { sprinkles } from '../../theme';
import * as css from './InfoBar.css';
import { CutOffCountdown } from '../../ordering/OrderCutOff';

export interface InfoBarProps {
  /** The current account's AccountName; empty while it loads (a skeleton shows). */
  accountName: string;
  /** More than one account: shows '(switch)' (§2.5). */
  canSwitch: boolean;
  /** '(switch)' pressed: open the store-switch dialog. */
  onSwitch: () => void;
  /**
   * The newest order, for 'Last order: {date} ({orderNumber})' linking to /review-order; null hides it;
   * undefined while it loads (a skeleton of the link's size holds its place).
   */
  lastOrder?: Pick<Order, 'OrderNumber' | 'OrderDate'> | null;
  /**
   * The business advisor's phone (TmeAccount.EmployeeMobilePhone) for the 'BA' tap-to-call link; null
   * hides it; undefined while it loads (a skeleton holds its place).
   */
  baPhone?: string | null;
  /** The cart's PendingOrderNumber: shows 'Currently editing order ({id}).' above the bar (§2.4). */
  editingOrderNumber?: string | null;
  /**
   * The store's next order cut-off for the countdown; null hides it (Tier 3 orders nothing);
   * undefined while it loads (a skeleton holds its place).
   */
  cutOff?: { nextCutOff: string; timeZone: string } | null;
  /** The countdown reached the cut-off: fetch the next one. */
  onCutOffPassed?: () => void;
  /** Epoch ms the countdown is drawn at (stories); omitted: the clock. */
  now?: number;
}

/** The bar's links and their words: one line, the icon 4 px from the words. */
const linkClass = `${sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' })} ${css.link}`;
/** The phone's 'Details' button: only below the tablet width, where the details fold away. */
const detailsToggleClass = `${sprinkles({ display: { mobile: 'inline-flex', tablet: 'none' }, alignItems: 'center', gap: 'xxsmall' })} ${css.link} ${css.detailsToggle}`;

/**
 * The info bar of §2.5 under the header: account name, '(switch)' with several accounts, the last
 * order, the countdown to the store's order cut-off, and 'BA' tap-to-call followed by the
 * number; one line from the tablet width up, wrapping where it must. On phones it is one line too: the
 * store's name (cut with an ellipsis), '(switch)' and a 'Details' button (`aria-expanded`,
 * `aria-controls`) that shows the last order, the cut-off and the BA link one a line under it, so the
 * page's heading starts high on a phone. The bar carries `data-expanded` while they show.
 * With a pending order in the cart it also shows the §2.4 editing notice. The bar keeps the height it
 * will have once loaded: each item a skeleton of its final size while its data loads, so nothing under
 * it moves when the account, the last order or the advisor arrives.
 * Memoised: the private shell re-renders as each of its queries answers; this is drawn again only when
 * its own props change.
 */
export const InfoBar = memo(function InfoBar({ accountName, canSwitch, onSwitch, lastOrder, baPhone, editingOrderNumber, cutOff, onCutOffPassed, now }: InfoBarProps) {
  const [isExpanded, setExpanded] = useState(false);
  const detailsId = useId();
  // Nothing to fold away (Tier 3 without an advisor and no history): no 'Details' button.
  const hasDetails = lastOrder !== null || cutOff !== null || baPhone !== null;
  return (
    <div className={css.bar} data-expanded={isExpanded || undefined}>
      {editingOrderNumber && <Text as="div" size="small" weight="medium" tone="caution" align="center" className={css.editing} role="status">Currently editing order ({editingOrderNumber}).</Text>}
      <Box display="flex" flexWrap="wrap" alignItems="center" className={css.inner}>
        <Box as="span" display="inline-flex" alignItems="center" gap="xxsmall" minWidth={0} flexWrap={{ mobile: 'nowrap', tablet: 'wrap' }} className={css.accountItem}>
          {accountName ? <Text tone="primary" weight="medium" breakWords className={css.accountName}>{accountName}</Text> : <Skeleton width={180} height={14} />}
          {canSwitch && (
            <RACButton className={linkClass} onPress={onSwitch}>(switch)</RACButton>
          )}
        </Box>
        {hasDetails && (
          <RACButton className={detailsToggleClass} aria-expanded={isExpanded} aria-controls={detailsId} onPress={() => setExpanded((open) => !open)}>
            Details<Icon name="chevronDown" size={16} className={css.chevron} />
          </RACButton>
        )}
        {/* From the tablet width up these items sit in the bar's line (display: contents); on phones they fold away. */}
        <div id={detailsId} className={css.details}>
          {lastOrder === undefined && (
            <Box as="span" display="inline-flex" alignItems="center" className={css.placeholder} aria-hidden="true"><Skeleton width={200} height={14} /></Box>
          )}
          {lastOrder && (
            <Box as="span" display="inline-flex" alignItems="center" gap="xxsmall" minWidth={0} flexWrap="wrap" className={css.item}>
              Last order:
              <RACLink className={linkClass} href={`/review-order?ordernumber=${encodeURIComponent(lastOrder.OrderNumber)}`}>
                <DateText value={lastOrder.OrderDate} /> ({lastOrder.OrderNumber})
              </RACLink>
            </Box>
          )}
          {cutOff === undefined && (
            <Box as="span" display="inline-flex" alignItems="center" className={css.placeholder} aria-hidden="true"><Skeleton width={260} height={14} /></Box>
          )}
          {cutOff && (
            <Box as="span" display="inline-flex" alignItems="center" gap="xxsmall" minWidth={0} flexWrap="wrap" className={`${css.item} ${css.textItem}`}>
              <CutOffCountdown nextCutOff={cutOff.nextCutOff} timeZone={cutOff.timeZone} now={now} onPassed={onCutOffPassed} />
            </Box>
          )}
          {baPhone === undefined && (
            <Box as="span" display="inline-flex" alignItems="center" className={css.placeholder} aria-hidden="true"><Skeleton width={140} height={14} /></Box>
          )}
          {baPhone && (
            <Box as="span" display="inline-flex" alignItems="center" gap="xxsmall" minWidth={0} flexWrap="wrap" className={css.item}>
              <a className={linkClass} href={`tel:${baPhone.replace(/[^\d+]/g, '')}`} aria-label={`BA: call your business advisor on ${baPhone}`}>
                <Icon name="phone" size={16} />BA
              </a>
              <span>{baPhone}</span>
            </Box>
          )}
        </div>
      </Box>
    </div>
  );
});
