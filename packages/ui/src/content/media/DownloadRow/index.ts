export { DownloadRow, type DownloadRowProps } from './DownloadRow';
