export { ConnectionNotice, type ConnectionNoticeProps } from './ConnectionNotice';
