import type { ReactNode } from 'react';
import { outers } from '@trade-portal/domain';
import { Box, Stack } from '../../primitives/Box';
import { Price } from '../../primitives/Price';
import { Text } from '../../primitives/Text';
import { ResultCount } from '../ResultCount';
import * as css from './ProductListBar.css';

/** Props of `ProductListBar`. */
export interface ProductListBarProps {
  /** The sort/filter/search toolbar and the category chips. */
  children: ReactNode;
  /** Products shown after the filters. */
  shownCount: number;
  /** Products in the catalogue. */
  totalCount: number;
  /** Outers in the back-end cart (§3 TotalItems). */
  cartOuters: number;
  /** The cart's order total, EUR (§3 OrderTotal). */
  cartTotal: number;
  /** While the catalogue or the cart loads. */
  isLoading?: boolean;
}

/**
 * The top of /place-order's list, kept in view while the list scrolls (sticky at the top of the
 * window, over the rows): the toolbar and category chips, then the `ResultCount` ('16 of 289
 * products') and the cart ('Cart: 14 outers · €1,534.62'), so the total stays in sight while ordering.
 * On phones only the count and cart line stick (the toolbar would take a third of the screen) and the
 * controls scroll away with the page. `data-sticky` marks the part that sticks.
 * Part of the product list display of §2.14.
 */
export function ProductListBar({ children, shownCount, totalCount, cartOuters, cartTotal, isLoading }: ProductListBarProps) {
  return (
    <div className={css.bar} data-sticky="tablet">
      <Stack gap="small" minWidth={0}>{children}</Stack>
      <Box display="flex" flexWrap="wrap" alignItems="baseline" justifyContent="space-between" className={css.summary} data-sticky="phone">
        <ResultCount shown={shownCount} total={totalCount} isLoading={isLoading} />
        <Text as="p" size="small" tone="secondary" tabularNums>
          Cart: <Text tone="primary" weight="medium">{outers(cartOuters)}</Text> · <Price value={cartTotal} className={css.cartTotal} />
        </Text>
      </Box>
    </div>
  );
}
