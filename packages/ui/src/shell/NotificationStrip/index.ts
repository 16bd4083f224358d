// The strip itself loads on its own (NotificationStripLayer): only types come from its module here.
export { NotificationStrip, NotificationStripPlaceholder } from './NotificationStrip';
export type { NotificationStripProps } from './NotificationStripLayer';
export { opensInNewTab } from './links';
export { wantsLightText, isHexColour } from './colour';
