export { VideoCard, VideoCardSkeleton, type VideoAsset, type VideoCardProps } from './VideoCard';
