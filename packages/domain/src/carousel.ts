/** §9 Notification carousel and §2.2 public template: the rules that depend on the window's width (CSS px), the slider's rotation and the background's choice. */

/** Up to this width (inclusive) centre mode and the arrows are off (§9 'up to 767 px wide'). */
export const NOTIFICATION_NARROW_MAX_WIDTH = 767;
/** §9 notification carousel speed, in milliseconds. */
export const NOTIFICATION_CAROUSEL_SPEED_MS = 500;
/** §9 public notification slider: autoplay interval, in milliseconds. */
export const PUBLIC_SLIDER_AUTOPLAY_MS = 3000;

/**
 * The notification carousel's side padding for a window width (§9): 15 px at 820 px or less, 110 px up
 * to 1420 px, else (width − 1215) / 2, so the message keeps the page's 1215 px content width on wide
 * screens.
 * @param windowWidth the window's inner width in CSS px
 * @returns the padding on each side, in CSS px
 */
export function notificationSidePadding(windowWidth: number): number {
  if (windowWidth <= 820) return 15;
  if (windowWidth <= 1420) return 110;
  return (windowWidth - 1215) / 2;
}

/**
 * Whether the notification carousel is in its narrow form at a window width (§9): no centre mode and no
 * arrows up to 767 px (the dots stay while there is more than one message).
 */
export function isNotificationNarrow(windowWidth: number): boolean {
  return windowWidth <= NOTIFICATION_NARROW_MAX_WIDTH;
}

/** The fields of a §3 notification message these rules read. */
interface StickyFlag {
  IsSticky: boolean;
}

/**
 * The public notification slider's rotation (§9, §2.2): every {@link PUBLIC_SLIDER_AUTOPLAY_MS} unless a
 * message is sticky, which stops the rotation (the sticky message then shows first, see {@link stickyFirst}).
 * @returns the interval in milliseconds, or undefined for no rotation
 */
export function publicSliderAutoplayMs(messages: readonly StickyFlag[]): number | undefined {
  return messages.some((m) => m.IsSticky) ? undefined : PUBLIC_SLIDER_AUTOPLAY_MS;
}

/** The messages with the sticky ones first, each group in the server's order. */
export function stickyFirst<T extends StickyFlag>(messages: readonly T[]): T[] {
  return [...messages.filter((m) => m.IsSticky), ...messages.filter((m) => !m.IsSticky)];
}

/** The fields of a §3 background asset these rules read. */
interface BackgroundChoice {
  IsSticky: boolean;
  AssetUrl: string;
}

/**
 * The public template's background (§2.2): the first sticky asset if one is flagged, else a random one.
 * @param random a number in [0, 1) (Math.random by default; a test passes its own)
 * @returns the asset, or null when there is none
 */
export function pickBackground<T extends BackgroundChoice>(assets: readonly T[], random: () => number = Math.random): T | null {
  const usable = assets.filter((a) => a.AssetUrl);
  const sticky = usable.find((a) => a.IsSticky);
  if (sticky) return sticky;
  if (usable.length === 0) return null;
  return usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))]!;
}
