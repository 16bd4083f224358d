import { Suspense } from 'react';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useAccountNumber, useHelpbotFirstQuestion } from '../api';

// xstate, the help bot's machine and its component: only once the first question has answered 200.
const HelpbotWidgetLayer = suspenseComponent(lazyPart(() => import('./HelpbotWidgetLayer')));

/**
 * The help chatbot of §2.8, mounted by the private shell (so for logged-in users only) once the page is
 * interactive and a store is chosen. It asks for the first question; only a 200 shows the widget and
 * loads its chunk (`HelpbotWidgetLayer`), a 404 or any failure keeps it hidden (§8 Helpbot probe 404). Keyed by
 * the store, so a store switch starts the widget afresh with that store's answer.
 */
export default function HelpbotWidget() {
  const accountNumber = useAccountNumber();
  const firstQuestion = useHelpbotFirstQuestion();
  if (!accountNumber || !firstQuestion.isSuccess) return null;
  return (
    <Suspense fallback={null}>
      <HelpbotWidgetLayer key={accountNumber} accountNumber={accountNumber} />
    </Suspense>
  );
}
