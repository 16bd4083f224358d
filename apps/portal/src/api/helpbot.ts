/**
 * The help bot's questions (§2.8, §4 Helpbot, §7 HelpbotQuestion, §8): GET /api/Cms/HelpbotQuestion with
 * an optional questionId (absent or 0 = the first question). A 200 for the first question enables the
 * widget, a 404 (or any failure) hides it; a failed later question is ignored by the widget.
 */
import type { HelpbotQuestion } from '@trade-portal/api-client';
import { $api, queryClient } from './client';
import { forAccount, useAccountQuery } from './scope';

/**
 * GET /api/Cms/HelpbotQuestion of question `questionId` for an account: `HelpbotQuestion` (Text, Answers
 * with NextQuestionId or CTALink). Cached ten minutes: the tree is content that changes rarely, and a
 * walk back through the same questions asks nothing again. No retries: a 404 is the server's answer.
 */
export const helpbotQuestionQuery = (accountNumber: string, questionId: number) =>
  $api.queryOptions('get', '/api/Cms/HelpbotQuestion', forAccount(accountNumber, { questionId }), { staleTime: 10 * 60_000, retry: false });

/**
 * The first question of the current account (§2.8): `isSuccess` shows the widget; a 404 or any other
 * failure (`isError`) keeps it hidden (§8 Helpbot probe 404). Off until an account is chosen.
 */
export function useHelpbotFirstQuestion() {
  return useAccountQuery((accountNumber) => helpbotQuestionQuery(accountNumber, 0));
}

/**
 * Question `questionId` of an account, from the cache when asked before (the first question always is).
 * @returns the question
 * @throws the server's `{ Message }` body (a 404 for an unknown question) or a network error
 */
export function fetchHelpbotQuestion(accountNumber: string, questionId: number): Promise<HelpbotQuestion> {
  return queryClient.fetchQuery(helpbotQuestionQuery(accountNumber, questionId));
}
