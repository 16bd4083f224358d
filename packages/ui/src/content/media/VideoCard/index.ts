export { VideoCard, VideoCardSkeleton, type VideoCardProps } from './VideoCard';
