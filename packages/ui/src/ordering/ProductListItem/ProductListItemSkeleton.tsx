import { Box } from '../../primitives/Box';
import { Skeleton } from '../../primitives/Skeleton';
import * as row from './ProductListItem.css';

/**
 * A product row's skeleton in the final row layout (thumbnail, name and meta, price, stepper, total; a
 * star column when `withStockCard`), so the list keeps its place while loading (no layout shift).
 * Renders an `<li>`: put it in a list marked `aria-busy`.
 */
export function ProductListItemSkeleton({ withStockCard = false }: { withStockCard?: boolean }) {
  return (
    <li className={row.item} data-stock-card={withStockCard ? '' : undefined}>
      <Box as="span" display="flex" alignItems="center" justifyContent="center" className={row.imageBox}><Skeleton width={48} height={48} shape="block" /></Box>
      <Box as="span" display="flex" flexDirection="column" minWidth={0} className={row.info}>
        <Skeleton width="55%" height={18} />
        <Skeleton width="85%" height={14} />
      </Box>
      <Box as="span" display="flex" flexDirection="column" alignItems={{ tablet: 'flex-end' }} minWidth={0} className={row.price}>
        <Skeleton width={88} height={20} /><Skeleton width={104} height={14} />
      </Box>
      <Box as="span" display="flex" justifyContent="flex-end" alignItems="center" className={row.stepperArea}><Skeleton width={144} height={44} shape="block" /></Box>
      <Box as="span" display="flex" flexDirection="column" alignItems={{ tablet: 'flex-end' }} minWidth={0} className={row.total}><Skeleton width={72} height={18} /></Box>
      {withStockCard && <Box as="span" display="flex" justifyContent="flex-end" alignItems="center" className={row.starArea}><Skeleton width={44} height={44} shape="block" /></Box>}
    </li>
  );
}
