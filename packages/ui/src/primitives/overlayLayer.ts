/**
 * Loads the overlay layer (`./overlays`) once, off the critical path: modals and menus are closed when a
 * page loads, so their code is fetched at the first pointer move, touch, key press or focus on the page,
 * or when one is opened before that. Pages stay smaller by its size; an overlay opened before the chunk
 * arrives appears as soon as it does (one small request, usually already done by then).
 */
import { useEffect, useState } from 'react';

type OverlayLayer = typeof import('./overlays');

let layer: OverlayLayer | undefined;
let loading: Promise<OverlayLayer> | undefined;
const waiting = new Set<() => void>();

/**
 * Starts loading the overlay layer (idempotent; a failed load is retried on the next call).
 * @returns The loaded module.
 */
export function preloadOverlays(): Promise<OverlayLayer> {
  loading ??= import('./overlays').then(
    (module) => {
      layer = module;
      for (const notify of waiting) notify();
      waiting.clear();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
let listening = false;
function loadOnFirstIntent() {
  if (listening || layer || typeof document === 'undefined') return;
  listening = true;
  const start = () => {
    for (const type of intents) document.removeEventListener(type, start, true);
    preloadOverlays().catch(() => {
      // Offline: the overlay that needs it asks again when it opens.
    });
  };
  for (const type of intents) document.addEventListener(type, start, { capture: true, passive: true });
}

/**
 * The overlay layer for a component that may show an overlay.
 * @param isNeeded The overlay is open now: load the layer at once instead of at the first interaction.
 * @returns The module once loaded (synchronously when it already is), else undefined.
 */
export function useOverlayLayer(isNeeded: boolean): OverlayLayer | undefined {
  const [, setLoaded] = useState(Boolean(layer));
  useEffect(() => {
    if (layer) return;
    const notify = () => setLoaded(true);
    waiting.add(notify);
    if (isNeeded) void preloadOverlays().catch(() => undefined);
    else loadOnFirstIntent();
    return () => {
      waiting.delete(notify);
    };
  }, [isNeeded]);
  return layer;
}
