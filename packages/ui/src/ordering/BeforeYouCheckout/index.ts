export { BeforeYouCheckout, type BeforeYouCheckoutProps, type OfferList } from './BeforeYouCheckout';
