import { CheckoutSection, type CheckoutSectionProps } from './CheckoutSection';
import { useCheckoutMachine } from './useCheckoutMachine';

/**
 * The cart page's checkout with the real checkout machine (`useCheckoutMachine`): the part of `Checkout`
 * loaded beside the page, since it brings xstate.
 */
export default function CheckoutLayer(props: Omit<CheckoutSectionProps, 'machine'>) {
  const machine = useCheckoutMachine();
  return <CheckoutSection machine={machine} {...props} />;
}
