export { TrackAndTraceForm, trackAndTraceDescriptions, type TrackAndTraceCodesValue, type TrackAndTraceFormProps } from './TrackAndTraceForm';
