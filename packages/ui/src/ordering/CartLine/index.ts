export { CartLine, type CartLineProps } from './CartLine';
