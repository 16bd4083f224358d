export { TrackAndTraceNotice, trackAndTraceLevels, type TrackAndTraceLevel, type TrackAndTraceNoticeProps } from './TrackAndTraceNotice';
