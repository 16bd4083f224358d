import { Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { CheckoutView, type CheckoutControls, type CheckoutLayerProps, type CheckoutSectionProps } from './CheckoutView';

const CheckoutLayer = suspenseComponent(lazyPart(() => import('./CheckoutLayer')));

/** Props of `Checkout`: `CheckoutSection`'s, but the machine, which `CheckoutLayer` brings. */
export type CheckoutProps = Omit<CheckoutSectionProps, 'machine'>;

/**
 * The cart page's checkout (§2.4, §4 Checkout): `CheckoutWithLayer` with the machine wired to the server,
 * loaded beside the page.
 */
export function Checkout(props: CheckoutProps) {
  return <CheckoutWithLayer {...props} layer={CheckoutLayer} />;
}

/**
 * The summary and its buttons, drawn here at once, and `layer`, the part that brings the machine and
 * xstate, which draws nothing and hands back the machine's controls when it has loaded (in a `Suspense`
 * of its own). The button is the same element before and after: when the drawn checkout was swapped for
 * the loaded one, a tap whose press began on the first and ended on the second was lost. A Checkout
 * pressed before the machine is there starts once, as soon as it is.
 * @param layer `CheckoutLayer`, or a story's stand-in with a fake machine
 */
export function CheckoutWithLayer({ layer: Layer, ...props }: CheckoutProps & { layer: ComponentType<CheckoutLayerProps> }) {
  const [controls, setControls] = useState<CheckoutControls | null>(null);
  // Read when the press ends, not when it was drawn: a press that began before the machine arrived ends
  // with the handler of that render.
  const loaded = useRef<CheckoutControls | null>(null);
  const pressedEarly = useRef(false);
  const onControls = useCallback((next: CheckoutControls) => {
    loaded.current = next;
    setControls(next);
    if (!pressedEarly.current) return;
    pressedEarly.current = false;
    void next.start();
  }, []);
  const onCheckout = useCallback(() => {
    if (loaded.current) void loaded.current.start();
    else pressedEarly.current = true;
  }, []);
  return (
    <>
      <CheckoutView {...props} controls={controls} onCheckout={onCheckout} />
      <Suspense fallback={null}>
        <Layer {...props} onControls={onControls} />
      </Suspense>
    </>
  );
}
