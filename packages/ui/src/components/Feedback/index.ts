// Older imports take these from one feedback module; each lives in its own folder now.
export { Pill, pillTones, type PillTone } from '../Pill';
export { InlineMessage } from '../InlineMessage';
export { Skeleton } from '../Skeleton';
export { Price } from '../Price';
export { DateText } from '../DateText';
