/**
 * Cms tag: product popup banners by page (§2.13, §7 ProductPopUp) and the help bot (§2.8, §7 HelpbotQuestion);
 * the rest of the tag is later work.
 */
import { notFound } from '../httpErrors';
import { HELPBOT_ROOT_ID, helpbotTree } from '../services/helpbot';
import { productPopups } from '../services/productPopups';
import { accountOf, callerOf, query, type HandlerContext, type HandlerMap } from './context';

/** The `Message` of a help bot question that does not exist; a 404 for question 0 hides the widget (§8). */
export const HELPBOT_QUESTION_NOT_FOUND = 'There is no such help bot question.';

/** Handlers of the Cms tag that this server implements. The help bot tree is read once per server (ADR 0019). */
export function cmsHandlers({ db, catalogue }: HandlerContext) {
  const helpbot = helpbotTree(db);
  return {
    // None at TierAccessLevel 3, which may not order (§6).
    async getProductPopUp(req) {
      const accountId = accountOf(req);
      return productPopups(db, catalogue, query<'getProductPopUp'>(req).section, callerOf(req).tiers[accountId]);
    },
    /** Question `questionId` (absent → 0, the root) → `HelpbotQuestion` from memory; 404 `{ Message }` when there is none. */
    async getHelpbotQuestion(req) {
      accountOf(req);
      const id = query<'getHelpbotQuestion'>(req).questionId ?? HELPBOT_ROOT_ID;
      const question = await helpbot.question(id);
      if (!question) throw notFound(HELPBOT_QUESTION_NOT_FOUND);
      return question;
    },
    /** The texts of the root question's answers → `string[]`, from memory. */
    async getHelpbotSubjects(req) {
      accountOf(req);
      return helpbot.subjects();
    },
  } satisfies HandlerMap;
}
