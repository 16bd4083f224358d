export { NotificationStrip, type NotificationStripProps, type NotificationMessage } from './NotificationStrip';
