/**
 * The one way code is loaded after the page, in ui and in the portal (ADR 0033): a `LazyPart` made by
 * `lazyPart(() => import('./X'))` once, at module scope. A function is called through `part.load()`;
 * a component is drawn by `lazyComponent` (nothing until the code is there, tried again silently) or
 * `suspenseComponent` (inside a `Suspense` boundary, with its fallback; a failed load throws to the
 * boundary's error screen). A component split in two is `X.tsx`, the face a page imports, and
 * `XLayer.tsx`, the implementation loaded later.
 */
import { createElement, lazy, startTransition, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `run` once, at the page's first pointer move, touch, key press or focus: the moment to fetch code
 * that only an interaction can need, without adding it to the page's first download.
 * @returns A function that cancels the wait.
 */
export function onFirstInteraction(run: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const stop = () => {
    for (const type of intents) document.removeEventListener(type, start, true);
  };
  const start = () => {
    stop();
    run();
  };
  for (const type of intents) document.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}

/** A module loaded after the page: once, when first needed. Make one with `lazyPart`. */
export interface LazyPart<M> {
  /**
   * Starts loading the module (idempotent); a failed load (offline) is tried again at the next call.
   * @returns The module.
   */
  load(): Promise<M>;
  /** Starts loading the module and ignores a failure, which the next `load()` tries again (a link hovered, a page's next need). */
  prefetch(): void;
  /** The module once loaded, else undefined. */
  current(): M | undefined;
  /**
   * Calls `notify` once the module has loaded, and has it loaded now (`isNeeded`) or at the page's first
   * interaction (one wait for the whole part; a later need still loads it at once).
   * @returns A function that cancels the call.
   */
  wait(notify: () => void, isNeeded: boolean): () => void;
}

/**
 * A module of code loaded after the page, shared by every component that needs it: several components
 * may use one part (the `overlayLayer`), so one request brings them all.
 * @param importer `() => import('./XLayer')`: a literal path, so the bundler gives it a chunk of its own.
 */
export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  let listening = false;
  const waiting = new Set<() => void>();
  const load = () =>
    (loading ??= importer().then(
      (loaded) => {
        module = loaded;
        for (const notify of waiting) notify();
        waiting.clear();
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Offline: the component that needs it asks again when it opens.
  const tryLoad = () => void load().catch(() => undefined);
  return {
    load,
    prefetch: tryLoad,
    current: () => module,
    wait(notify, isNeeded) {
      waiting.add(notify);
      if (isNeeded) tryLoad();
      else if (!listening) {
        listening = true;
        onFirstInteraction(tryLoad);
      }
      return () => {
        waiting.delete(notify);
      };
    },
  };
}

/**
 * A lazy part's module for a component: loaded at the page's first interaction, or at once while
 * `isNeeded` (an overlay open, a widget shown).
 * @param isNeeded The component shows the part's code now.
 * @returns The module once loaded (synchronously when it already is), else undefined.
 */
export function useLazyPart<M>(part: LazyPart<M>, isNeeded: boolean): M | undefined {
  const [, setLoaded] = useState(() => part.current() !== undefined);
  // The code arrives at the page's first interaction, usually while the user goes on typing or tapping:
  // the real controls replace their stand-ins in a transition, in slices that let those keys and taps
  // answer first (drawn in the key's own task, the swap was a 160 ms task at 4× CPU on /place-order).
  useEffect(() => {
    const draw = () => startTransition(() => setLoaded(true));
    // Loaded between the render and its effect: draw it now.
    return part.current() ? draw() : part.wait(draw, isNeeded);
  }, [part, isNeeded]);
  return part.current();
}

/**
 * The public component of an implementation in a lazy part: same props, nothing drawn until the code is
 * there, which is loaded at the page's first interaction or at once while `isNeeded(props)`.
 * @param part The part that holds the implementation.
 * @param pick Picks the implementation out of the part's module.
 * @param isNeeded Whether the props show it now, e.g. `(p) => p.isOpen`. @default always: for a component
 *   rendered only when it shows (a tour step, the help bot)
 */
export function lazyComponent<P extends object, M>(part: LazyPart<M>, pick: (module: M) => ComponentType<P>, isNeeded: (props: P) => boolean = () => true): (props: P) => ReactNode {
  return function Lazy(props: P) {
    const module = useLazyPart(part, isNeeded(props));
    return module ? createElement(pick(module), props) : null;
  };
}

/**
 * A component of a lazy part for a `Suspense` boundary (React.lazy over the part): the boundary's fallback
 * shows until the code is there, and a failed load throws to the boundary's error screen (a route's
 * 'You are offline'), which a later render tries again through the part.
 * @param part The part that holds the component.
 * @param pick Picks the component out of the part's module. @default the module's default export
 */
export function suspenseComponent<P extends object>(part: LazyPart<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>>;
export function suspenseComponent<P extends object, M>(part: LazyPart<M>, pick: (module: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>>;
export function suspenseComponent<P extends object, M>(part: LazyPart<M>, pick?: (module: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
  const choose = pick ?? ((module: M) => (module as { default: ComponentType<P> }).default);
  return lazy(() => part.load().then((module) => ({ default: choose(module) })));
}
