export { ConnectionNotice, type ConnectionNoticeProps, type SavedOrderOutcome } from './ConnectionNotice';
