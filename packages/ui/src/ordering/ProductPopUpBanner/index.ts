export {
  ProductPopUpBanner, productPopUpAction, productPopUpKinds,
  type ProductPopUpAction, type ProductPopUpBannerProps, type ProductPopUpKind,
} from './ProductPopUpBanner';
