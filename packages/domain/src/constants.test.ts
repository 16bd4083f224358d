import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants (§9)', () => {
  it('match the spec', () => {
    expect(c).toMatchObject({
      KEEP_ALIVE_MS: 30_000, POPUP_RESET_MS: 1000, BACK_TO_TOP_PX: 100, BACK_TO_TOP_DEBOUNCE_MS: 50, STOCK_CARD_MIN_WIDTH: 931,
      COPYRIGHT_YEAR: 2021, MINIMUM_AGE: 18, HELPBOT_AUTO_HIDE_MS: 5000, HELPBOT_OPEN_DELAY_MS: 100, HELPBOT_CHAT_START_MS: 1000,
      HELPBOT_CLOSE_RESET_MS: 500, HELPBOT_TAB_PX: 58, SURVEY_COME_BACK_LATER_MS: 3000, SURVEY_DEFAULT_MAX_SELECTIONS: 2,
      RATING_MIN: 1, RATING_MAX: 5, DEFAULT_PRODUCT_SORT: 0,
    });
    expect(c.HELPBOT).toEqual({ autoHideMs: 5000, openDelayMs: 100, chatStartMs: 1000, closeResetMs: 500, tabPx: 58 });
    expect(c.SURVEY).toEqual({ comeBackLaterMs: 3000, defaultMaxSelections: 2 });
    expect(c.SurveyQuestionType).toEqual({ Choice: 1, Rating: 2, FreeText: 3 });
  });
});
