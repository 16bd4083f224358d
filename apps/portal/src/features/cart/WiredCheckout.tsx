import { CheckoutSection, type CheckoutSectionProps } from './CheckoutSection';
import { useCheckoutMachine } from './useCheckoutMachine';

/**
 * The cart page's checkout with the real checkout machine (`useCheckoutMachine`). The page loads it
 * beside itself, since it brings xstate, and shows `CheckoutStandIn` until it arrives.
 */
export default function WiredCheckout(props: Omit<CheckoutSectionProps, 'machine'>) {
  const machine = useCheckoutMachine();
  return <CheckoutSection machine={machine} {...props} />;
}
