export { TrackAndTraceNotice, type TrackAndTraceNoticeProps } from './TrackAndTraceNotice';
