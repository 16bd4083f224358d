import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActiveSurvey } from '../api';
import { surveyPageOf } from '@trade-portal/domain';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';

// xstate, the survey machine and the survey's components: only for a page that has a survey to show.
const SurveyWidgetLayer = suspenseComponent(lazyPart(() => import('./SurveyWidgetLayer')));

/**
 * The survey widget of §2.12, mounted by the private shell once the page is interactive and a store is
 * chosen. It names the page (§7 page names, domain's `surveyPageOf`) and asks for its survey: no request on
 * a page without surveys, one small request on a page without a survey to show. Only when the answer
 * has one to show (ShowModal or ShowSticky) does the machine's chunk load and start from that answer.
 * `?survey=true` (a home pod's OpenSurvey, §2.9) is taken off the URL in place (no history entry), the
 * page's state is read again, and the survey opens at once: the intro, or the first unanswered question.
 */
export default function SurveyWidget() {
  const location = useLocation();
  const navigate = useNavigate();
  const section = surveyPageOf(location.pathname);
  const { data, dataUpdatedAt, isFetching, refetch } = useActiveSurvey(section);
  // The page asked to open its survey (by its section): another page does not inherit the request.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const asksToOpen = new URLSearchParams(location.search).get('survey') === 'true';

  useEffect(() => {
    if (!asksToOpen) return;
    const search = new URLSearchParams(location.search);
    search.delete('survey');
    const rest = search.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true, state: location.state as unknown });
    setOpenFor(section);
    // The survey may have been declined on this page a moment ago: open what the server says now.
    if (data) void refetch();
    // Runs when the parameter appears, not for every change of the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asksToOpen]);

  if (!section || !data?.Survey || isFetching || !(data.ShowModal || data.ShowSticky)) return null;
  return (
    <Suspense fallback={null}>
      {/* A new answer (another page, another store, a re-read) starts a new machine from it. */}
      <SurveyWidgetLayer key={`${section}:${dataUpdatedAt}`} state={data} openNow={openFor !== null && openFor === section} />
    </Suspense>
  );
}
