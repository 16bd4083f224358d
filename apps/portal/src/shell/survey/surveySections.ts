import { SURVEY_SECTIONS, surveyPageOf } from '@trade-portal/domain';
import type { SurveySection } from '../../api';

/**
 * The §7 page name a survey is asked for, by route (§2.1 paths): domain's table, which the server also
 * reads pod links with. Routes not listed have no survey: the widget makes no request there.
 */
export const surveySections: Readonly<Record<string, SurveySection>> = SURVEY_SECTIONS;

/**
 * The survey page name of a path, or null for a page without surveys.
 * @param pathname a location's path ('/cart', '/cart/' and '/CART' alike: routes match case-insensitively
 *   and with a trailing slash)
 */
export function surveySectionOf(pathname: string): SurveySection | null {
  return surveyPageOf(pathname);
}
