/**
 * Survey tag: the page's active survey, answers, the reports of §4 Survey and the end email (§2.12, §5,
 * §7 Surveys; ADR 0019). State is per user; the store (`accountNumber`, checked to be the caller's) decides
 * which surveys are meant for them and is kept with each record. Tier 3 stores take surveys too.
 */
import { activeSurveyState, reportSurvey, submitSurveyAnswer, submitSurveyEmail, type Respondent } from '../services/surveys';
import type { FastifyRequest } from 'fastify';
import { accountOf, body, callerOf, noBody, path, query, type HandlerContext, type HandlerMap } from './context';

/** The user answering and the store chosen. @throws HttpError 400 without an accountNumber; 401 without a caller */
const respondentOf = (req: FastifyRequest): Respondent => ({ accountId: accountOf(req), userId: callerOf(req).userId });

/** Handlers of the Survey tag. Unknown, inactive and other stores' surveys answer 404 alike. */
export function surveyHandlers({ db }: HandlerContext) {
  return {
    /** → `SurveyState`: the intro modal, the sticky continue panel, or `Survey: null` when the page has nothing to offer (200). */
    async getActiveSurvey(req) {
      return activeSurveyState(db, respondentOf(req), query<'getActiveSurvey'>(req).section);
    },
    /** One question's answer → `SurveyState` with the next unanswered question; 400 (§5 rules) / 404. */
    async submitSurveyAnswer(req) {
      return submitSurveyAnswer(db, respondentOf(req), body<'submitSurveyAnswer'>(req));
    },
    /** Started → 204; 404. */
    async reportSurveyEntered(req, reply) {
      await reportSurvey(db, respondentOf(req), path<'reportSurveyEntered'>(req).id, 'entered');
      return noBody(reply, 204);
    },
    /** Closed (No thanks, or the side panel; `fromSticky=true`: the sticky panel, not offered again) → 204; 404. */
    async reportSurveyClosed(req, reply) {
      const fromSticky = query<'reportSurveyClosed'>(req).fromSticky === true;
      await reportSurvey(db, respondentOf(req), path<'reportSurveyClosed'>(req).id, fromSticky ? 'stickyClosed' : 'closed');
      return noBody(reply, 204);
    },
    /** Finished, not offered again → 204; 404. */
    async reportSurveyComplete(req, reply) {
      await reportSurvey(db, respondentOf(req), path<'reportSurveyComplete'>(req).id, 'complete');
      return noBody(reply, 204);
    },
    /** The end email and opt-in → 204; 400 'Invalid email format. Please try again.' / 404. */
    async submitSurveyEmail(req, reply) {
      const { email, OptIn } = query<'submitSurveyEmail'>(req);
      await submitSurveyEmail(db, respondentOf(req), path<'submitSurveyEmail'>(req).id, email, OptIn);
      return noBody(reply, 204);
    },
  } satisfies HandlerMap;
}
