/**
 * Content as a store's tier may see it (§6): at TierAccessLevel 3 no call to action leads into ordering.
 * The content is the operator's and is kept whole in memory; these views drop, per answer, what tier 3
 * could only follow to be sent back to `/` by the portal's route guard. The paths are the guard's own
 * (`ORDERING_PATHS`, `mayFollow` in domain), so the server and the portal cannot disagree on them.
 */
import type { Faq, HeroBanner, HomePod, NotificationMessage, PopUpBanner } from '@trade-portal/api-client';
import { isRestricted, mayFollow } from '@trade-portal/domain';

/**
 * The hero banner for a store at `tier` (§2.9, §6): a call to action tier 3 may not follow is left out
 * (Link and CTA empty, which the portal shows as a banner without a call to action), and so is small
 * print about ordering (Info empty when InfoForOrdering); the rest is kept.
 * @param tier the store's TierAccessLevel (undefined: not one of the caller's stores, treated as allowed
 *   since the security handler has refused those already)
 */
export function heroBannerForTier(banner: HeroBanner, tier: number | undefined): HeroBanner {
  const shown = mayFollow(tier, banner.Link) ? banner : { ...banner, Link: '', CTA: '' };
  // Small print about ordering ('Order by 18 December…') is a call to action in words.
  return banner.InfoForOrdering && isRestricted(tier) ? { ...shown, Info: '' } : shown;
}

/**
 * The notification messages for a store at `tier` (§2.5, §6): a message about ordering (ForOrdering) is
 * left out at TierAccessLevel 3; the others keep their order.
 */
export function notificationsForTier(messages: readonly NotificationMessage[], tier: number | undefined): NotificationMessage[] {
  return isRestricted(tier) ? messages.filter((m) => !m.ForOrdering) : [...messages];
}

/**
 * The home pods for a store at `tier` (§2.9, §6): a pod is a call to action, so one whose Link leads
 * into ordering is left out for tier 3; the others keep their order.
 */
export function homePodsForTier(pods: readonly HomePod[], tier: number | undefined): HomePod[] {
  return pods.filter((pod) => mayFollow(tier, pod.Link));
}

/**
 * The popup banners for a store at `tier` (§3 Popup banner, §6): a banner whose AssetPath leads into
 * ordering is still shown to tier 3 (it is news), without its call to action (AssetPath and CTA null).
 */
export function popupBannersForTier(banners: readonly PopUpBanner[], tier: number | undefined): PopUpBanner[] {
  return banners.map((banner) => (mayFollow(tier, banner.AssetPath) ? banner : { ...banner, AssetPath: null, CTA: null }));
}

/** An `<a …href="…"…>text</a>` of the operator's HTML (double or single quotes), its href and its content. */
const ANCHOR = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi;

/**
 * The FAQs for a store at `tier` (§2.1 /faqs, §6): in the answers' HTML a link tier 3 may not follow
 * becomes its plain words ('Open Place order, …'), so the answer still reads whole. The portal
 * sanitises the HTML after this as before.
 */
export function faqsForTier(faqs: readonly Faq[], tier: number | undefined): Faq[] {
  return faqs.map((faq) => {
    const answer = faq.Answer.replace(ANCHOR, (whole: string, double?: string, single?: string, text = '') => (mayFollow(tier, double ?? single) ? whole : text));
    return answer === faq.Answer ? faq : { ...faq, Answer: answer };
  });
}
