import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { SurveyState } from '@trade-portal/api-client';
import { surveyMachine } from '@trade-portal/machines';
import { useSurveyCalls } from '../api';
import { SurveyFlow } from './SurveyFlow';

/**
 * The survey machine wired to the server (§4 Survey, §7 Surveys): `submitAnswer` POST /api/Survey/submit,
 * `submitEmail` GET /api/Survey/{id}/submitemail, and the reports `reportEntered`, `reportClosed` (with
 * `fromSticky`) and `reportComplete`, which never fail. This module, with xstate and the survey's
 * components, is the chunk the widget loads only when a page has a survey to show.
 */
export default function SurveyWidgetLayer({ state, openNow }: { state: SurveyState; openNow: boolean }) {
  const calls = useSurveyCalls();
  const machine = useMemo(
    () =>
      surveyMachine.provide({
        actors: {
          submitAnswer: fromPromise(({ input }) => calls.submitAnswer(input)),
          submitEmail: fromPromise(({ input }) => calls.submitEmail(input)),
          reportEntered: fromPromise(({ input }) => calls.report('entered', input)),
          reportClosed: fromPromise(({ input }) => calls.report('closed', input)),
          reportComplete: fromPromise(({ input }) => calls.report('complete', input)),
        },
      }),
    [calls],
  );
  return <SurveyFlow machine={machine} state={state} openNow={openNow} />;
}
