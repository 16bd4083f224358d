import { useEffect, useState, type ComponentType } from 'react';
import { onFirstInteraction } from './overlayLayer';

/**
 * A component whose code loads on its own, off the page's first download (ADR 0008): at the page's first
 * pointer move, touch, key press or focus, or at once when it is rendered open before that. Until the
 * code arrives it renders nothing; an overlay opened early appears as soon as it does. For dialogs and
 * drawers that sit closed in a page (store switch, create order, side drawer) with more code than the
 * shared overlay layer holds.
 * @param load Imports the implementation, e.g. `() => import('./FooLayer').then((m) => m.Foo)`.
 *   A failed load (offline) is tried again at the next open.
 * @returns The public component: same props as the implementation; `isOpen` (boolean) decides when to load.
 */
export function lazyOverlay<P extends { isOpen: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let implementation: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => {
        implementation = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function LazyOverlay(props: P) {
    const [, setLoaded] = useState(Boolean(implementation));
    useEffect(() => {
      if (implementation) return;
      let live = true;
      const begin = () => void start().then(() => live && setLoaded(true), () => undefined);
      if (props.isOpen) {
        begin();
        return () => {
          live = false;
        };
      }
      const stop = onFirstInteraction(begin);
      return () => {
        live = false;
        stop();
      };
    }, [props.isOpen]);
    const Implementation = implementation;
    return Implementation ? <Implementation {...props} /> : null;
  }
  return LazyOverlay;
}
