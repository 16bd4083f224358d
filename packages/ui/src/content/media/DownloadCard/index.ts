export { DownloadCard, DownloadCardSkeleton, downloadHref, downloadSlug, type DownloadCardProps } from './DownloadCard';
