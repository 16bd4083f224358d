/**
 * Surveys (§2.12, §4 Survey, §5, §7 Surveys): the page's active survey (GET /api/Survey/active?section),
 * an answer (POST /api/Survey/submit), the end email (GET /api/Survey/{id}/submitemail) and the reports
 * (GET /api/Survey/{id}/entered, /closed?fromSticky, /complete), each for the current account.
 */
import { useMemo } from 'react';
import { unwrap, type paths, type SurveyState } from '@trade-portal/api-client';
import { $api, portalClient } from './client';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

/** The page names a survey belongs to (§7 Surveys): Home, Place Order, My Orders, … Vlogs. */
export type SurveySection = NonNullable<paths['/api/Survey/active']['get']['parameters']['query']>['section'];

/** Body of POST /api/Survey/submit: SurveyId, QuestionId and Answers (AnswerIds, or Custom text). */
export type SurveyAnswerBody = paths['/api/Survey/submit']['post']['requestBody']['content']['application/json'];

/**
 * GET /api/Survey/active of an account and page. The answer changes as the user answers, declines or
 * closes, so it is read once per visit of a page: never refetched while the page shows (`staleTime`
 * Infinity) and dropped when the page is left (`gcTime` 0), so the next visit asks again. No retry: a
 * failure shows no survey (the page works without one).
 */
export const activeSurveyQuery = (accountNumber: string, section: SurveySection) =>
  $api.queryOptions('get', '/api/Survey/active', forAccount(accountNumber, { section }), { staleTime: Infinity, gcTime: 0, retry: false });

/**
 * The current account's survey state for a page (§2.12): `SurveyState` (ShowModal, ShowSticky,
 * HasProvidedEmail, Survey or null). No request at all while `section` is null (a page without surveys).
 */
export function useActiveSurvey(section: SurveySection | null) {
  return useAccountQuery((accountNumber) => ({ ...activeSurveyQuery(accountNumber, section ?? 'Home'), enabled: section !== null }));
}

/** The survey calls a running survey makes, bound to the current account (see `useSurveyCalls`). */
export interface SurveyCalls {
  /**
   * POST /api/Survey/submit: one question's answers.
   * @returns the next state
   * @throws ApiError with the server's Message (400 for an answer §5 refuses, 404 for a survey that ended)
   */
  submitAnswer: (body: SurveyAnswerBody) => Promise<SurveyState>;
  /**
   * GET /api/Survey/{id}/submitemail?email&OptIn: the end email (OptIn false when the box was ticked, §5).
   * @throws ApiError with the server's Message
   */
  submitEmail: (input: { SurveyId: number; email: string; OptIn: boolean }) => Promise<void>;
  /**
   * GET /api/Survey/{id}/entered, /closed (with `fromSticky=true` when closed from the sticky panel) or
   * /complete (§4 Survey). Fire and forget: it never rejects; a failed report changes nothing on screen.
   */
  report: (kind: 'entered' | 'closed' | 'complete', input: { SurveyId: number; fromSticky?: boolean }) => Promise<void>;
}

/** The `SurveyCalls` of the current account; stable while the account stays the same. */
export function useSurveyCalls(): SurveyCalls {
  const accountNumber = useAccountNumber() ?? '';
  return useMemo<SurveyCalls>(
    () => ({
      submitAnswer: async (body) => unwrap(await portalClient.POST('/api/Survey/submit', { ...forAccount(accountNumber), body })),
      submitEmail: async ({ SurveyId, email, OptIn }) => {
        const { params } = forAccount(accountNumber, { email, OptIn });
        unwrap(await portalClient.GET('/api/Survey/{id}/submitemail', { params: { ...params, path: { id: SurveyId } } }));
      },
      report: async (kind, { SurveyId, fromSticky }) => {
        const path = { id: SurveyId };
        try {
          if (kind === 'closed') {
            const { params } = forAccount(accountNumber, fromSticky ? { fromSticky: true } : {});
            await portalClient.GET('/api/Survey/{id}/closed', { params: { ...params, path } });
          } else {
            const { params } = forAccount(accountNumber);
            await portalClient.GET(kind === 'entered' ? '/api/Survey/{id}/entered' : '/api/Survey/{id}/complete', { params: { ...params, path } });
          }
        } catch {
          // Offline: a report is not worth an error on screen (§4 Survey reports are fire and forget).
        }
      },
    }),
    [accountNumber],
  );
}
