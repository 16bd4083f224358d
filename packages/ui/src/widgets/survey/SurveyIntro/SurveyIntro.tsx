import { Button as RACButton } from 'react-aria-components';
import { Stack } from '../../../primitives/Box';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { SafeHtml } from '../../../primitives/SafeHtml';
import * as css from './SurveyIntro.css';

/** The intro modal's two views (§2.12): the invitation, or the terms and conditions. */
export const surveyIntroViews = ['intro', 'terms'] as const;
/** One of `surveyIntroViews`. */
export type SurveyIntroView = (typeof surveyIntroViews)[number];

/** Props of `SurveyIntro`. */
export interface SurveyIntroProps {
  isOpen: boolean;
  /** @default 'intro' */
  view?: SurveyIntroView;
  /** The invitation, server HTML (§3 StartHtml); sanitised here. */
  startHtml: string;
  /** The terms, server HTML (§3 TermsHtml); sanitised here. */
  termsHtml: string;
  /** 'Continue' (intro): starts the survey. */
  onContinue: () => void;
  /** 'No thanks' (intro), Escape or a click outside: declines for now. */
  onDecline: () => void;
  /** 'Terms and Conditions' (intro): shows the terms. */
  onTerms: () => void;
  /** 'Start survey' (terms): starts the survey. */
  onStart: () => void;
  /** 'Back' (terms): back to the invitation. */
  onBack: () => void;
}

/**
 * The survey's intro modal (§2.12): a react-aria Dialog titled 'Share your feedback' with the invitation
 * (StartHtml, sanitised by `SafeHtml`), a 'Terms and Conditions' button and 'No thanks' / 'Continue'; the
 * terms view is titled 'Terms and Conditions' with TermsHtml and 'Back' / 'Start survey'. Escape or a
 * click outside declines, as 'No thanks' does. Focus moves in and returns on close; `data-survey-intro`
 * carries the view.
 */
export function SurveyIntro({ isOpen, view = 'intro', startHtml, termsHtml, onContinue, onDecline, onTerms, onStart, onBack }: SurveyIntroProps) {
  const isTerms = view === 'terms';
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onDecline()}
      title={isTerms ? 'Terms and Conditions' : 'Share your feedback'}
      actions={
        isTerms ? (
          <>
            <Button variant="secondary" onPress={onBack}>Back</Button>
            <Button onPress={onStart}>Start survey</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onPress={onDecline}>No thanks</Button>
            <Button onPress={onContinue}>Continue</Button>
          </>
        )
      }
    >
      <Stack gap="small" alignItems="flex-start" className={css.body} data-survey-intro={view}>
        {isTerms ? (
          // Long terms scroll inside the dialog; the box takes focus so the keyboard can scroll it too.
          <div className={css.terms} tabIndex={0} role="region" aria-label="Terms text">
            <SafeHtml html={termsHtml} />
          </div>
        ) : (
          <>
            <SafeHtml html={startHtml} />
            {/* A button that looks like a link: it changes the dialog's view, it goes nowhere. */}
            <RACButton className={css.termsButton} onPress={onTerms}>Terms and Conditions</RACButton>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
