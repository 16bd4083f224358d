import { useEffect, useState } from 'react';
import { lazyPart } from '@trade-portal/ui/lazyPart';

// The page's product popups (§2.13): their code loads beside the page, not with it.
const productPopups = lazyPart(() => import('../../popups/ProductPopupBanners'));
/** The product popups' component, as its module exports it. */
export type ProductPopupsComponent = (typeof import('../../popups/ProductPopupBanners'))['default'];
const NoProductPopups: ProductPopupsComponent = () => null;

/**
 * The product popups' component once its code has arrived (null until then; a component drawing nothing
 * when the code could not be fetched). The component itself rather than React.lazy: a lazy one suspends
 * once more on its first render, after the list, and would push the list down under the finger.
 */
export function useProductPopupsComponent(): ProductPopupsComponent | null {
  const [component, setComponent] = useState<ProductPopupsComponent | null>(() => productPopups.current()?.default ?? null);
  useEffect(() => {
    let live = true;
    void productPopups.load().then(
      (module) => live && setComponent(() => module.default),
      () => live && setComponent(() => NoProductPopups),
    );
    return () => {
      live = false;
    };
  }, []);
  return component;
}
