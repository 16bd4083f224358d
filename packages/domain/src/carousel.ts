/** §9 Notification carousel: the rules that depend on the window's width, in CSS px. */

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
