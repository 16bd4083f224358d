import { outers } from '@trade-portal/domain';
import { Box, Price, Text } from '@trade-portal/ui';
import * as own from './stockCard.css';

/** Props of `StockCardSummary`. */
export interface StockCardSummaryProps {
  /** Products on the card; null while it loads. */
  count: number | null;
  /** The cart's outers and total (EUR, VAT included). */
  cartOuters: number;
  cartTotal: number;
}

/**
 * The line above /stock-card's list, kept in view while it scrolls as on Place Order (§2.1): the card's
 * size and the cart's outers and total. The stock card tour points at it (`data-tour="cart"`).
 */
export function StockCardSummary({ count, cartOuters, cartTotal }: StockCardSummaryProps) {
  return (
    <Box display="flex" flexWrap="wrap" alignItems="baseline" justifyContent="space-between" paddingY="xsmall" className={own.summary} data-tour="cart">
      <Text as="p" size="small" weight="medium" tone="secondary">
        {count === null ? 'Loading your stock card…' : `${count} ${count === 1 ? 'product' : 'products'}`}
      </Text>
      <Text as="p" size="small" tone="secondary" tabularNums>
        Cart: <Text tone="primary" weight="medium">{outers(cartOuters)}</Text> ·{' '}
        <Text size="body" tone="primary" weight="strong"><Price value={cartTotal} /></Text>
      </Text>
    </Box>
  );
}
