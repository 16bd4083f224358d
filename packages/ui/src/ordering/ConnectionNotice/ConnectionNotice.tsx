import { formatEur, lineChangeText, type LineChange } from '@trade-portal/domain';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import * as css from './ConnectionNotice.css';

/**
 * An order saved on this device that the server has since accepted or refused (ADR 0031), or
 * refused because the cart changed after the retailer confirmed it (nothing was ordered; the
 * changes, product by product, and a way back to the cart to check out again).
 */
export type SavedOrderOutcome =
  | { kind: 'sent'; id: number; orderNumber: string; accountName: string }
  | { kind: 'refused'; id: number; what: string; message: string }
  | { kind: 'checkedIn'; id: number; orderNumber: string; accountName: string }
  | { kind: 'changed'; id: number; what: string; message: string; changes: readonly LineChange[] };

export interface ConnectionNoticeProps {
  /**
   * What the connection is doing: 'offline' (the device has none), 'unreachable' (the server did not
   * answer; retrying), 'sending' (saved changes going out), or null (all sent, or nothing to say).
   */
  status: 'offline' | 'unreachable' | 'sending' | null;
  /** Cart lines changed on this device and not yet sent. @default 0 */
  savedLines?: number;
  /** Orders checked out on this device and not yet sent, with their total (EUR). @default [] */
  savedOrders?: readonly { outers: number; orderTotal: number }[];
  /** Deliveries checked in on this device and not yet sent (ADR 0055). @default 0 */
  savedCheckIns?: number;
  /** The last saved order or change the server answered, until dismissed. @default null */
  outcome?: SavedOrderOutcome | null;
  /** Closes `outcome`. */
  onDismissOutcome?: (id: number) => void;
}

function savedText(lines: number, orders: readonly { outers: number; orderTotal: number }[], checkIns: number): string {
  const parts: string[] = [];
  if (lines > 0) parts.push(`${lines} cart ${lines === 1 ? 'change' : 'changes'}`);
  for (const order of orders) parts.push(`an order of ${order.outers} ${order.outers === 1 ? 'outer' : 'outers'} (${formatEur(order.orderTotal)})`);
  if (checkIns > 0) parts.push(checkIns === 1 ? 'a delivery’s check-in' : `${checkIns} deliveries’ check-ins`);
  if (parts.length === 0) return 'Your changes';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The calm notice of a connection out of reach while the retailer orders (ADR 0026, ADR 0031): what is
 * saved on this device and not yet sent, that it will be sent once (a saved order can never become two),
 * and afterwards what became of a saved order ('Sent: order N', with a link to it) or of a refused change.
 * A saved order whose cart changed since it was confirmed lists each product's confirmed and
 * current outers and links to the cart ('Check the cart and order again'), where checkout asks again.
 * A delivery checked in offline is kept and told the same way (ADR 0055).
 * A polite live region, fixed below the header so the page does not move.
 * Beyond the spec (ADR 0026, ADR 0031).
 */
export function ConnectionNotice({ status, savedLines = 0, savedOrders = [], savedCheckIns = 0, outcome = null, onDismissOutcome }: ConnectionNoticeProps) {
  const saved = savedText(savedLines, savedOrders, savedCheckIns);
  const count = savedLines + savedOrders.length + savedCheckIns;
  const plural = count !== 1;
  return (
    // data-connection-notice: the region tests name when they tell it from the page's other live regions.
    <div role="status" aria-live="polite" className={css.region} data-connection-notice="">
      {status === 'offline' && (
        <Text as="p" size="small" display="flex" alignItems="center" gap="small" className={css.notice}>
          <span>
            <strong className={css.title}>You are offline.</strong> {saved} {plural ? 'are' : 'is'} saved on this device, not yet sent.{' '}
            {plural ? 'They' : 'It'} will be sent once, when the connection is back.
          </span>
        </Text>
      )}
      {status === 'unreachable' && (
        <Text as="p" size="small" display="flex" alignItems="center" gap="small" className={css.notice}>
          <Spinner size="small" isDecorative />
          <span>
            <strong className={css.title}>We can&apos;t reach the server right now.</strong> {saved} {plural ? 'are' : 'is'} saved on this device and will be
            sent once, as soon as it answers. Retrying…
          </span>
        </Text>
      )}
      {status === 'sending' && (
        <Text as="p" size="small" display="flex" alignItems="center" gap="small" className={css.notice}>
          <Spinner size="small" isDecorative />
          <span>
            <strong className={css.title}>Sending</strong> what was saved on this device…
          </span>
        </Text>
      )}
      {status === null && outcome?.kind === 'changed' && (
        <Text as="div" size="small" display="flex" alignItems="flex-start" gap="small" className={css.notice} data-outcome="changed">
          {/* Several lines (a list too, so not one <p>): Close stays at the top, by the title. */}
          <div>
            <Text as="p">
              <strong className={css.title}>Not sent: {outcome.what}.</strong> {outcome.message}
            </Text>
            {outcome.changes.length > 0 && (
              <ul className={css.changes} aria-label="What changed">
                {outcome.changes.map((change) => (
                  <li key={change.SKU}>{lineChangeText(change)}</li>
                ))}
              </ul>
            )}
            <Link href="/cart?step=cart">Check the cart and order again</Link>
          </div>
          {onDismissOutcome && <IconButton icon="close" size="small" aria-label="Close" onPress={() => onDismissOutcome(outcome.id)} />}
        </Text>
      )}
      {status === null && outcome && outcome.kind !== 'changed' && (
        <Text as="p" size="small" display="flex" alignItems="center" gap="small" className={outcome.kind === 'sent' || outcome.kind === 'checkedIn' ? css.sent : css.notice}>
          {outcome.kind === 'checkedIn' ? (
            <span>
              <strong className={css.title}>Sent.</strong> The check-in of order{' '}
              <Link href={`/check-in?order=${encodeURIComponent(outcome.orderNumber)}`}>{outcome.orderNumber}</Link> for {outcome.accountName} is recorded.
            </span>
          ) : outcome.kind === 'sent' ? (
            <span>
              <strong className={css.title}>Sent.</strong> The order saved on this device is order{' '}
              <Link href={`/review-order?ordernumber=${encodeURIComponent(outcome.orderNumber)}`}>{outcome.orderNumber}</Link>{' '}
              for {outcome.accountName}.
            </span>
          ) : (
            <span>
              <strong className={css.title}>Not sent: {outcome.what}.</strong> {outcome.message}
            </span>
          )}
          {onDismissOutcome && (
            <IconButton icon="close" size="small" aria-label="Close" onPress={() => onDismissOutcome(outcome.id)} />
          )}
        </Text>
      )}
    </div>
  );
}
