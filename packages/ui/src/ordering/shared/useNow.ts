import { useEffect, useState } from 'react';

/** How often the clock redraws, ms: the texts that read it change once a minute at most. */
const TICK_MS = 30_000;

/**
 * The current time, redrawn every 30 s; a fixed `now` (stories, tests) stops the clock.
 * @returns epoch milliseconds
 */
export function useNow(now: number | undefined): number {
  const [tick, setTick] = useState(() => now ?? Date.now());
  useEffect(() => {
    if (now !== undefined) return;
    const id = window.setInterval(() => setTick(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, [now]);
  return now ?? tick;
}
