export { RemovedNotice, REMOVED_NOTICE_TIMEOUT_MS, type RemovedNoticeProps, type RemovedLine } from './RemovedNotice';
