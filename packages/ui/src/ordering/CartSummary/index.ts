export { CartSummary, cartBottomBarSpace, type CartSummaryProps } from './CartSummary';
