import { productTags, type ProductLike, type ProductTag } from '@trade-portal/domain';
import { Box } from '../../primitives/Box';
import { Pill } from '../../primitives/Pill';
import * as css from './ProductTags.css';

/** The product fields the §2.14 tags read. */
export type ProductTagFields = Pick<
  ProductLike,
  'LowStock' | 'HasPrizes' | 'IsFastestGrowingProduct' | 'Discount' | 'HasBeenBoughtByText' | 'IsBestSeller' | 'NewArrival' | 'OutOfStock'
>;

/** Props of `ProductTags`. */
export interface ProductTagsProps {
  product: ProductTagFields;
  /** Tags not to show here, e.g. 'outOfStock' where the row already says so. */
  exclude?: ReadonlyArray<ProductTag['id']>;
  /** Accessible name of the list. @default 'Product tags' */
  label?: string;
}

/**
 * The social-proof tags of §2.14 as small pills, in the spec's order, from domain `productTags`:
 * Prizes to be won, Low stock (caution), Fast Growing Product, Save N% (positive), the bought-by text,
 * Best seller near you, New Arrival, Out of stock (critical). Renders nothing when there are none.
 * Each pill carries `data-tag="<id>"`.
 */
export function ProductTags({ product, exclude, label = 'Product tags' }: ProductTagsProps) {
  // domain's productTags reads only the tag fields; the rest of ProductLike is not needed here.
  const list = productTags(product as ProductLike).filter((t) => !exclude?.includes(t.id));
  if (list.length === 0) return null;
  return (
    <Box as="ul" display="flex" flexWrap="wrap" gap="xxsmall" minWidth={0} className={css.tags} aria-label={label}>
      {list.map((t) => (
        <Box as="li" key={t.id} display="inline-flex" className={css.tag} data-tag={t.id}>
          <Pill tone={t.tone}>{t.label}</Pill>
        </Box>
      ))}
    </Box>
  );
}
