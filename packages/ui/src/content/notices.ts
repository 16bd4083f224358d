/**
 * Notices: the public template's notification slider and background (§2.2, §9) and the popup banners of
 * the private shell (§3 Popup banner); the notification strip under the header is in `shell/`.
 */
export * from './notices/PublicNotices';
export * from './notices/PopupBanner';
