// The strip itself loads on its own (LazyNotificationStrip): only types come from its module here.
export { NotificationStrip, NotificationStripPlaceholder } from './LazyNotificationStrip';
export type { NotificationStripProps } from './NotificationStrip';
export { opensInNewTab } from './links';
export { wantsLightText, isHexColour } from './colour';
