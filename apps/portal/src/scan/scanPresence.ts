/**
 * When a code held in front of the camera counts as scanned (quick order's and the shelf count's camera
 * scan, ADR 0027): once when it comes into the picture, and again only after frames have been read
 * without it for `goneAfterMs`, as a scanner's trigger pressed again would. Absence is judged from the
 * frames read, never from the time between two reads: on a busy tablet a single frame may take longer than
 * `goneAfterMs` to read, and a pack that never left the picture must not be added twice.
 * @param goneAfterMs how long (ms) a code must be missing from the frames read to count again when it is back
 * @returns `frame(codes, at)`: give it each frame's codes (digits) and the time the frame was taken (ms, any
 *   clock that does not go back); it returns the codes to hand on as scans, in the order given
 */
export function scanPresence(goneAfterMs: number): { frame: (codes: readonly string[], at: number) => string[] } {
  /** Codes in the picture at the last frame read. */
  const present = new Set<string>();
  /** Codes that were in the picture, and the time of the first frame read without them. */
  const missingSince = new Map<string, number>();
  return {
    frame(codes, at) {
      const now = new Set(codes);
      for (const code of present) if (!now.has(code)) missingSince.set(code, at);
      const scans: string[] = [];
      for (const code of now) {
        if (present.has(code)) continue;
        const since = missingSince.get(code);
        if (since === undefined || at - since >= goneAfterMs) scans.push(code);
        missingSince.delete(code);
      }
      present.clear();
      for (const code of now) present.add(code);
      return scans;
    },
  };
}
