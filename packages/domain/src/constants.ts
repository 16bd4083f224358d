/** Session and cart keep-alive interval, ms (§4, §9). */
export const KEEP_ALIVE_MS = 30_000;
/** Popup reset after closing, ms (§4, §9). */
export const POPUP_RESET_MS = 1000;
/** Back-to-top shows after more than this scroll, px (§2.4, §9). */
export const BACK_TO_TOP_PX = 100;
/** Debounce of the back-to-top scroll listener, ms (§2.4, §9). */
export const BACK_TO_TOP_DEBOUNCE_MS = 50;
/** The stock-card access check runs only on windows wider than this, px (§2.5, §9). */
export const STOCK_CARD_MIN_WIDTH = 931;
/** Copyright year of the footer (§2.7, §9). */
export const COPYRIGHT_YEAR = 2021;
/** Minimum age of a user, years (§1, §9). */
export const MINIMUM_AGE = 18;

/** Help bot hides itself this long after load, ms (§4, §9). */
export const HELPBOT_AUTO_HIDE_MS = 5000;
/** Help bot opens this long after the launcher click, ms (§4, §9). */
export const HELPBOT_OPEN_DELAY_MS = 100;
/** The chat starts (question 0) this long after opening, ms (§4, §9). */
export const HELPBOT_CHAT_START_MS = 1000;
/** Closing clears the chat and collapses after this, ms (§4, §9). */
export const HELPBOT_CLOSE_RESET_MS = 500;
/** Width of the collapsed help bot tab, px (§4, §9). */
export const HELPBOT_TAB_PX = 58;
/** Help bot timings, ms, and collapsed tab width, px (§4, §9), grouped. */
export const HELPBOT = {
  autoHideMs: HELPBOT_AUTO_HIDE_MS,
  openDelayMs: HELPBOT_OPEN_DELAY_MS,
  chatStartMs: HELPBOT_CHAT_START_MS,
  closeResetMs: HELPBOT_CLOSE_RESET_MS,
  tabPx: HELPBOT_TAB_PX,
} as const;

/** The survey's come-back-later message shows this long, then closes, ms (§4, §9). */
export const SURVEY_COME_BACK_LATER_MS = 3000;
/** Multi-choice maximum when a question gives none (§5, §9). */
export const SURVEY_DEFAULT_MAX_SELECTIONS = 2;
/** Survey rating scale, inclusive: 1 Poor … 5 Excellent (§5, §9). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Survey question types of §3. */
export const SurveyQuestionType = { Choice: 1, Rating: 2, FreeText: 3 } as const;
/** Survey timings and limits (§4, §5), grouped. */
export const SURVEY = { comeBackLaterMs: SURVEY_COME_BACK_LATER_MS, defaultMaxSelections: SURVEY_DEFAULT_MAX_SELECTIONS } as const;

/**
 * Default of §9: product sort 0 (Stock Card). §9's other defaults are kept elsewhere or not needed (ADR 0035):
 * the history's default is the 30-day preset (`DEFAULT_HISTORY_PRESET`), the cart has no sorts to
 * choose between, and track-and-trace starts at 0 in the account's own flag.
 */
export const DEFAULT_PRODUCT_SORT = 0;
