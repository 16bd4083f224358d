/**
 * The home pods that open a survey (§2.9 OpenSurvey, §2.12): such a pod is sent only while the page it
 * links to has a survey for this user and store, and it speaks of that survey, not of one the operator
 * once had in mind: `{surveyTitle}` in its Title or Desc becomes the survey's title and `{questions}` its
 * question count in words ('four questions'). A pod without a survey would open nothing.
 */
import type { HomePod } from '@trade-portal/api-client';
import { surveyPageOf } from '@trade-portal/domain';
import type { SurveyOffer } from './surveys';

/** The placeholder of the survey's title in a survey pod's HTML. */
export const SURVEY_TITLE_PLACEHOLDER = '{surveyTitle}';
/** The placeholder of the survey's question count, in words with its noun ('four questions'). */
export const SURVEY_QUESTIONS_PLACEHOLDER = '{questions}';

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'] as const;

/** 1 → 'one question', 4 → 'four questions', 13 → '13 questions'. */
export function questionsInWords(count: number): string {
  return `${WORDS[count] ?? String(count)} question${count === 1 ? '' : 's'}`;
}

/** Text made safe inside the pod's HTML (the survey title is plain text). */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A link that leaves the portal (§2.9: `http(s)://` or `www.`): it has no survey of ours. */
const isExternal = (link: string) => /^(?:https?:\/\/|www\.)/i.test(link.trim());

/**
 * The pods as this user sees them: survey pods kept only with a survey on offer, and worded from it.
 * @param offerFor the survey a §7 page name offers this user now (`surveyOffer`), asked once per page name
 * @returns the pods in their order; others than survey pods unchanged
 */
export async function withSurveyWording(pods: readonly HomePod[], offerFor: (section: string) => Promise<SurveyOffer | null>): Promise<HomePod[]> {
  const offers = new Map<string, Promise<SurveyOffer | null>>();
  const shown = await Promise.all(
    pods.map(async (pod) => {
      if (!pod.OpenSurvey || isExternal(pod.Link)) return pod;
      const section = surveyPageOf(pod.Link.trim() || '/');
      if (!section) return null;
      if (!offers.has(section)) offers.set(section, offerFor(section));
      const offer = await offers.get(section);
      if (!offer) return null;
      const word = (html: string) =>
        html.replaceAll(SURVEY_TITLE_PLACEHOLDER, escapeHtml(offer.title)).replaceAll(SURVEY_QUESTIONS_PLACEHOLDER, questionsInWords(offer.questionCount));
      return { ...pod, Title: word(pod.Title), Desc: word(pod.Desc) };
    }),
  );
  return shown.filter((pod): pod is HomePod => pod !== null);
}
