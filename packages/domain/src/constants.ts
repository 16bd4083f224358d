/** Session and cart keep-alive interval, ms (§4, §9). */
export const KEEP_ALIVE_MS = 30_000;
/** Popup reset after closing, ms (§4, §9). */
export const POPUP_RESET_MS = 1000;
/** Back-to-top shows after this scroll, px, debounced (§2.4, §9). */
export const BACK_TO_TOP_PX = 100;
export const BACK_TO_TOP_DEBOUNCE_MS = 50;
/** The stock-card access check runs only on windows wider than this, px (§2.5, §9). */
export const STOCK_CARD_MIN_WIDTH = 931;
/** Copyright year of the footer (§2.7, §9). */
export const COPYRIGHT_YEAR = 2021;
/** Minimum age of a user (§1). */
export const MINIMUM_AGE = 18;
/** Help bot timings, ms, and collapsed tab width, px (§4, §9). */
export const HELPBOT = { autoHideMs: 5000, openDelayMs: 100, chatStartMs: 1000, closeResetMs: 500, tabPx: 58 } as const;
/** Survey come-back-later message, ms, and default multi-select maximum (§4, §5). */
export const SURVEY = { comeBackLaterMs: 3000, defaultMaxSelections: 2 } as const;
