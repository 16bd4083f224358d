export { HomeDownloads, HOME_DOWNLOADS, type HomeDownloadsProps } from './HomeDownloads';
