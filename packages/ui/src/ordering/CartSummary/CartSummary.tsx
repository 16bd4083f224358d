import { useId, useSyncExternalStore } from 'react';
import { Link } from 'react-aria-components';
import { VAT_PERCENT } from '@trade-portal/domain';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Price } from '../../primitives/Price';
import { Text } from '../../primitives/Text';
import { media } from '../../theme';
import { EmptyState } from '../shared/EmptyState';
import * as shared from '../shared/shared.css';
import { TotalsRow } from '../shared/TotalsRow';
import * as css from './CartSummary.css';

/** Props of `CartSummary`. Amounts are EUR (domain `cartTotals` gives them), items are outers. */
export interface CartSummaryProps {
  /** Outers across all lines; 0 shows the empty state. */
  totalItems: number;
  /** Net goods total, EUR. */
  subTotal: number;
  /** VAT at 23 %, EUR. */
  vatTotal: number;
  /** Net total plus VAT, EUR. */
  orderTotal: number;
  onCheckout: () => void;
  /** Asks to clear the cart (the caller confirms, §4 Clear cart). */
  onClearCart: () => void;
  /** Checkout under way (the §4 confirm lock): Checkout shows a spinner, Clear cart is disabled. */
  isPending?: boolean;
  /** Checkout not possible now (e.g. lines still saving). */
  isDisabled?: boolean;
  /**
   * The store the order is for (the current account's AccountName, §2.5), named in the bottom bar:
   * 'Ordering for {storeName}'. Without it the bar shows the total alone.
   */
  storeName?: string;
  /** The checkout button's text: 'Update order' while a pending order is edited (§4 Edit-order confirm). @default 'Checkout' */
  checkoutLabel?: string;
}

const subscribeBelowDesktop = (onChange: () => void) => {
  const mq = window.matchMedia(media.belowDesktop);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
};
const isBelowDesktop = () => window.matchMedia(media.belowDesktop).matches;

/**
 * The /cart summary (docs/design.md Cart): outers, subtotal, VAT 23 %, total in EUR, 'Checkout' and
 * 'Clear cart' in a card (the page makes it a sticky column on desktop). Below the desktop width
 * (931 px and down) the card's Checkout gives way to a bar fixed to the bottom of the screen
 * (`data-checkout-bar`, and `data-sticky-bar` as every bar stuck to the bottom of the screen, ADR 0036) with 'Ordering for {storeName}', the total and Checkout, so checking out never
 * needs a scroll; while it shows, the page gets the bar's height of bottom padding, so nothing ends up
 * hidden under it, and the back-to-top button moves above it. Only one Checkout is shown (and in the accessibility tree) at a
 * time. With no outers it shows 'Your cart is empty.' and a link to /place-order, and no bar.
 * `data-pending` on the card while the order is being submitted. Implements the totals of §9 and the
 * checkout and clear-cart triggers of §4.
 */
export function CartSummary({ totalItems, subTotal, vatTotal, orderTotal, onCheckout, onClearCart, isPending, isDisabled, storeName, checkoutLabel = 'Checkout' }: CartSummaryProps) {
  const titleId = useId();
  const barId = useId();
  // The bar is rendered only where it shows, so the page holds one Checkout and one total at a time.
  const withBar = useSyncExternalStore(subscribeBelowDesktop, isBelowDesktop, () => false);
  if (totalItems === 0) {
    return (
      <EmptyState title="Your cart is empty." action={<Link href="/place-order" className={shared.link}>Go to Place Order</Link>}>
        Add products from the product list to place an order.
      </EmptyState>
    );
  }
  return (
    <Stack as="section" gap="small" className={css.summary} aria-labelledby={titleId} data-pending={isPending || undefined}>
      <h2 id={titleId} className={css.title}>Order summary</h2>
      <Stack as="dl" gap="xxsmall" className={css.rows}>
        <TotalsRow label="Outers">{totalItems}</TotalsRow>
        <TotalsRow label="Subtotal"><Price value={subTotal} /></TotalsRow>
        <TotalsRow label={`VAT (${VAT_PERCENT}%)`}><Price value={vatTotal} /></TotalsRow>
        <TotalsRow label="Total" isGrand><Price value={orderTotal} /></TotalsRow>
      </Stack>
      <Stack gap="xsmall" marginTop="xsmall">
        <Box display={{ mobile: 'none', desktop: 'flex' }} flexDirection="column">
          <Button size="large" fullWidth onPress={onCheckout} isPending={isPending} isDisabled={isDisabled}>{checkoutLabel}</Button>
        </Box>
        <Button variant="quiet" tone="critical" fullWidth onPress={onClearCart} isDisabled={isPending}>Clear cart</Button>
      </Stack>
      {withBar && (
        <div className={css.bar} role="region" aria-labelledby={barId} data-checkout-bar="" data-sticky-bar="">
          <Text as="p" size="small" tone="secondary" truncate id={barId} className={css.barStore}>{storeName ? `Ordering for ${storeName}` : 'Your order'}</Text>
          <Text as="p" size="xlarge" weight="strong" tone="primary" tabularNums className={css.barTotal}>
            <Text size="small" weight="medium" tone="secondary">Total </Text><Price value={orderTotal} />
          </Text>
          <Box display="flex" className={css.barAction}>
            <Button size="large" onPress={onCheckout} isPending={isPending} isDisabled={isDisabled}>{checkoutLabel}</Button>
          </Box>
        </div>
      )}
    </Stack>
  );
}
