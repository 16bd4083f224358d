/**
 * Media: the parts of /videos, /vlogs, /p4p, /see-all-downloads, the private shell's download row and the
 * standalone PDF pages (§2.1, §2.4, §2.9, §3; ADR 0023).
 */
export * from './media/DownloadCard';
export * from './media/DownloadList';
export * from './media/DownloadRow';
export * from './media/PdfViewer';
export * from './media/VideoCard';
export * from './media/VlogCard';
export * from './media/VideoLibrary';
export * from './media/GuideCard';
export * from './media/GuideLibrary';
export { DOWNLOAD_CARD_HEIGHT, DOWNLOAD_ROW_HEIGHT } from './media/shared/sizes';
