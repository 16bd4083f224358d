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
      <span className={row.imageBox}><Skeleton width={48} height={48} shape="block" /></span>
      <span className={row.info}>
        <Skeleton width="55%" height={18} />
        <Skeleton width="85%" height={14} />
      </span>
      <span className={row.price}><Skeleton width={88} height={20} /><Skeleton width={104} height={14} /></span>
      <span className={row.stepperArea}><Skeleton width={144} height={44} shape="block" /></span>
      <span className={row.total}><Skeleton width={72} height={18} /></span>
      {withStockCard && <span className={row.starArea}><Skeleton width={44} height={44} shape="block" /></span>}
    </li>
  );
}
