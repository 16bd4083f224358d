export { ASSETS_NOT_AVAILABLE, DownloadList, type DownloadListProps, type MediaStatus } from './DownloadList';
