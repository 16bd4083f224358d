export { VlogCard, VlogCardSkeleton, type Vlog, type VlogCardProps } from './VlogCard';
export { formatViews } from '../shared/views';
