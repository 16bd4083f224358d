/**
 * The survey widget (§2.12). Its parts load on demand: only the portal's survey flow, shown when a page
 * has a survey, needs them. Exported straight from the package they would sit in the shared first
 * download of every page (react-aria's ProgressBar with its number formatting, and TextArea) and their
 * styles in the style sheet every page loads.
 */
import { lazyPart } from '../../primitives/lazyPart';
export type { SurveyIntroProps, SurveyIntroView } from './SurveyIntro';
export type { SurveyPanelProps } from './SurveyPanel';
export type { SurveyQuestionData, SurveyQuestionProps } from './SurveyQuestion';
export type { SurveyEndProps, SurveyEndState } from './SurveyEnd';
export type { SurveyStickyProps } from './SurveySticky';
export type { SurveyComeBackLaterProps } from './SurveyComeBackLater';

/** The survey's components: SurveyIntro, SurveyPanel, SurveyQuestion, SurveyEnd, SurveySticky, SurveyComeBackLater. */
export type SurveyParts = typeof import('./parts');

/**
 * Loads the survey's components and their styles in their own chunk.
 * @returns the module of `./parts.ts`, loaded once (a failed load is tried again at the next call)
 */
export function loadSurveyParts(): Promise<SurveyParts> {
  return parts.load();
}
const parts = lazyPart(() => import('./parts'));
