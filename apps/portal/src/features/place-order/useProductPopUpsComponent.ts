import { useEffect, useState } from 'react';

// The page's product popups (§2.13): their code loads beside the page, not with it.
const loadProductPopUps = () => import('../../popups/ProductPopUpBanners');
/** The product popups' component, as its module exports it. */
export type ProductPopUpsComponent = (typeof import('../../popups/ProductPopUpBanners'))['default'];
const NoProductPopUps: ProductPopUpsComponent = () => null;

/**
 * The product popups' component once its code has arrived (null until then; a component drawing nothing
 * when the code could not be fetched). The component itself rather than React.lazy: a lazy one suspends
 * once more on its first render, after the list, and would push the list down under the finger.
 */
export function useProductPopUpsComponent(): ProductPopUpsComponent | null {
  const [component, setComponent] = useState<ProductPopUpsComponent | null>(null);
  useEffect(() => {
    let live = true;
    void loadProductPopUps().then(
      (module) => live && setComponent(() => module.default),
      () => live && setComponent(() => NoProductPopUps),
    );
    return () => {
      live = false;
    };
  }, []);
  return component;
}
