export {
  ProductPopupBanner, productPopupAction, productPopupKinds,
  type ProductPopupAction, type ProductPopupBannerProps, type ProductPopupKind,
} from './ProductPopupBanner';
