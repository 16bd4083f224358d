export { DownloadCard, DownloadCardSkeleton, downloadHref, downloadSlug, type DownloadCardProps, type DownloadWidget } from './DownloadCard';
