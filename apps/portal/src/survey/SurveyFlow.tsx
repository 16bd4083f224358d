import { Suspense, use, useEffect } from 'react';
import { useMachine } from '@xstate/react';
import type { SurveyState } from '@trade-portal/api-client';
import { currentQuestion, maxSelections, surveyMachine, surveyProgress } from '@trade-portal/machines';
import { loadSurveyParts, type SurveyEndState } from '@trade-portal/ui';

/** Props of `SurveyFlow`. */
export interface SurveyFlowProps {
  /** The survey machine with its actors provided (the API's, or a story's fakes). */
  machine: typeof surveyMachine;
  /** The page's survey state from GET /api/Survey/active: where the widget starts. */
  state: SurveyState;
  /**
   * Open the survey at once (`?survey=true`, a home pod's OpenSurvey, §2.9): the intro shows anyway, and
   * a survey left part-way goes straight to its first unanswered question instead of the sticky panel.
   * @default false
   */
  openNow?: boolean;
}

/**
 * The survey widget of §2.12 on screen: runs the survey machine and draws what its state asks for:
 * `modal` the intro (`terms`: the terms view), `sticky` the continue panel, `panel` the side panel with
 * the current question (`loading` while it is sent, the server's Message after a refusal), `end` the end
 * screen in the same panel, `comeBackLater` the 3 s message; `closed` nothing.
 * `data-survey-state` on a hidden marker carries the machine's state for tests.
 */
export function SurveyFlow(props: SurveyFlowProps) {
  return (
    <Suspense fallback={null}>
      <Flow {...props} />
    </Suspense>
  );
}

function Flow({ machine, state, openNow = false }: SurveyFlowProps) {
  // The parts come with this chunk's first render, not with the page (see `loadSurveyParts`).
  const { SurveyComeBackLater, SurveyEnd, SurveyIntro, SurveyPanel, SurveyQuestion, SurveySticky } = use(loadSurveyParts());
  const [snapshot, send] = useMachine(machine, { input: state });
  const { context } = snapshot;
  const survey = context.survey;

  // `?survey=true` from the sticky state: continue at once. The intro needs nothing (it shows anyway).
  useEffect(() => {
    if (openNow && snapshot.matches('sticky')) send({ type: 'survey.continue' });
    // Only when asked: a later return to the sticky state is the user's to continue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openNow]);

  if (!survey) return null;
  const stateName = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  const marker = <span hidden data-survey-state={stateName} />;

  if (snapshot.hasTag('modal')) {
    return (
      <>
        {marker}
        <SurveyIntro
          isOpen
          view={snapshot.matches('terms') ? 'terms' : 'intro'}
          startHtml={survey.StartHtml}
          termsHtml={survey.TermsHtml}
          onContinue={() => send({ type: 'survey.continue' })}
          onDecline={() => send({ type: 'survey.decline' })}
          onTerms={() => send({ type: 'survey.terms' })}
          onStart={() => send({ type: 'survey.start' })}
          onBack={() => send({ type: 'survey.back' })}
        />
      </>
    );
  }
  if (snapshot.hasTag('sticky')) {
    return (
      <>
        {marker}
        <SurveySticky stickyHtml={survey.StickyHtml} onContinue={() => send({ type: 'survey.continue' })} onClose={() => send({ type: 'survey.close' })} />
      </>
    );
  }
  if (snapshot.hasTag('comeBackLater')) {
    return (
      <>
        {marker}
        <SurveyComeBackLater html={survey.OnClosePopupStickyHtml} />
      </>
    );
  }
  const question = currentQuestion(context);
  const isEnd = snapshot.hasTag('end');
  if (!isEnd && !(snapshot.hasTag('panel') && question)) return marker;

  const endState: SurveyEndState = snapshot.matches({ end: 'submittingEmail' })
    ? 'sending'
    : snapshot.matches({ end: 'thanks' })
      ? context.hasProvidedEmail ? 'done' : 'emailSent'
      : 'email';
  return (
    <>
      {marker}
      <SurveyPanel isOpen isBusy={snapshot.hasTag('loading')} onClose={() => send({ type: 'survey.close' })}>
        {isEnd || !question ? (
          <SurveyEnd
            state={endState}
            emailHtml={survey.EmailHtml}
            email={context.email}
            optIn={context.optIn}
            errorMessage={context.errorMessage}
            onEmailChange={(email) => send({ type: 'survey.email', email })}
            onOptInChange={(optIn) => send({ type: 'survey.optIn', optIn })}
            onSubmit={() => send({ type: 'survey.submitEmail' })}
            onClose={() => send({ type: 'survey.close' })}
          />
        ) : (
          <SurveyQuestion
            // A new question starts with fresh controls (and focus at the top of the panel's content).
            key={question.QuestionId}
            question={question}
            progress={surveyProgress(context)}
            maxSelections={maxSelections(question)}
            selected={context.selected}
            rating={context.rating}
            text={context.text}
            canContinue={snapshot.can({ type: 'survey.next' })}
            autoFocus
            isPending={snapshot.hasTag('loading')}
            errorMessage={context.errorMessage}
            onSelect={(answerId) => send({ type: 'survey.select', answerId })}
            onRate={(value) => send({ type: 'survey.rate', value })}
            onTextChange={(text) => send({ type: 'survey.text', text })}
            onNext={() => send({ type: 'survey.next' })}
          />
        )}
      </SurveyPanel>
    </>
  );
}
