import { CheckoutMachineLayer, type CheckoutLayerProps } from './CheckoutSection';
import { useCheckoutMachine } from './useCheckoutMachine';

/**
 * The cart page's checkout machine wired to the server (`useCheckoutMachine`), the part of `Checkout`
 * loaded beside the page since it brings xstate. It draws nothing: `Checkout` draws the summary and
 * gets the machine's state and `start` through `onControls`.
 */
export default function CheckoutLayer(props: CheckoutLayerProps) {
  return <CheckoutMachineLayer {...props} machine={useCheckoutMachine()} />;
}
