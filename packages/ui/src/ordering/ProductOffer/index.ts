export { ProductOffer, type ProductOfferProps, type ProductOfferData } from './ProductOffer';
