export { Pill, InlineMessage, Skeleton, Price, DateText, pillTones, type PillTone } from './Feedback';
