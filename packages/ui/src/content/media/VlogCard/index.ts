export { VlogCard, VlogCardSkeleton, type VlogCardProps } from './VlogCard';
export { formatViews } from '../shared/views';
