/**
 * Fixed sizes of the media parts, px, as plain numbers: the portal's shell reserves the download row's
 * height with them before the row's code arrives (CLS, ADR 0023), without loading any of its styles.
 */

/** A DownloadCard's height: two lines of title and the date. */
export const DOWNLOAD_CARD_HEIGHT = 96;

/** The row layout of DownloadList: the cards, 4 above for the focus ring, 8 below for a scrollbar. */
export const DOWNLOAD_LIST_ROW_HEIGHT = DOWNLOAD_CARD_HEIGHT + 4 + 8;

/** The shell's DownloadRow: 24 padding, the 44 px heading line, 8 gap, the list, 24 padding. */
export const DOWNLOAD_ROW_HEIGHT = 24 + 44 + 8 + DOWNLOAD_LIST_ROW_HEIGHT + 24;
