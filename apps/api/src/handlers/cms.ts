/**
 * Cms tag (§7 CMS and content; ADR 0020): the content of the home page, the private shell and the public
 * template, served from memory with ETags; the vlog and Partner Hub tracking; product popup banners by page
 * (§2.13, §7 ProductPopUp) and the help bot (§2.8, §7 HelpbotQuestion).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../httpErrors';
import * as cms from '../services/content';
import { HELPBOT_ROOT_ID, helpbotTree } from '../services/helpbot';
import { productPopups } from '../services/productPopups';
import { withSurveyWording } from '../services/surveyPods';
import { surveyOffer } from '../services/surveys';
import { faqsForTier, heroBannerForTier, homePodsForTier, popupBannersForTier } from '../services/tierContent';
import { accountOf, callerOf, noBody, query, sendWithEtag, type HandlerContext, type HandlerMap } from './context';

/** The `Message` of a help bot question that does not exist; a 404 for question 0 hides the widget (§8). */
export const HELPBOT_QUESTION_NOT_FOUND = 'There is no such help bot question.';

/** The `Message` of HeroBanner when no banner is active (404). */
export const HERO_BANNER_NOT_FOUND = 'There is no hero banner at the moment.';

/**
 * The TierAccessLevel of the store the request acts for (§6), which decides the calls to action it is
 * sent (services/tierContent.ts): read with the caller's token, so it costs no query.
 * @throws HttpError 400 without an accountNumber
 */
function tierOf(req: FastifyRequest): number | undefined {
  return callerOf(req).tiers[accountOf(req)];
}

/** Handlers of the Cms tag that this server implements. The help bot tree is read once per server (ADR 0019). */
export function cmsHandlers({ db, catalogue, content }: HandlerContext) {
  const helpbot = helpbotTree(db);
  return {
    // Content calls: from memory, a strong ETag, If-None-Match → 304 (ADR 0020). The private ones check the
    // store first (accountOf: 400 without one; the security handler has checked it is the caller's).
    /** The home page's downloads (§2.9): the two newest active `DownloadWidget`s. */
    async getHomeAssets(req, reply) {
      accountOf(req);
      return sendWithEtag(req, reply, cms.homeAssets(await content.get(), new Date()));
    },
    /**
     * The active hero banner (§2.9); 404 `{ Message }` when none is active (the portal shows 'Banner not
     * available!'). At tier 3 a call to action into ordering is left out (Link and CTA empty, §6).
     */
    async getHeroBanner(req, reply) {
      const tier = tierOf(req);
      const banner = cms.heroBanner(await content.get(), new Date());
      if (!banner) throw notFound(HERO_BANNER_NOT_FOUND);
      return sendWithEtag(req, reply, heroBannerForTier(banner, tier));
    },
    /** Public (§2.2): the public template's backgrounds. */
    async getBackgrounds(req, reply) {
      return sendWithEtag(req, reply, cms.backgrounds(await content.get()));
    },
    /** Public (§2.2, §2.5): the active notification messages in their order. */
    async getNotifications(req, reply) {
      return sendWithEtag(req, reply, cms.notifications(await content.get(), new Date()));
    },
    /**
     * The home pod carousel (§2.9): active pods in their order; at tier 3 none that leads into ordering
     * (§6); a survey pod only while its page has a survey for this user, worded from it (surveyPods.ts).
     */
    async getHomePods(req, reply) {
      const tier = tierOf(req);
      const who = { userId: callerOf(req).userId, accountId: accountOf(req) };
      const now = new Date();
      const pods = await withSurveyWording(homePodsForTier(cms.homePods(await content.get(), now), tier), (section) => surveyOffer(db, who, section, now));
      return sendWithEtag(req, reply, pods);
    },
    /** The newest posted vlog with its Views (§2.9); 404 `{ Message }` when there is none. */
    async getLatestVlogAsset(req, reply) {
      accountOf(req);
      const vlog = cms.latestVlog(await content.get(), new Date());
      if (!vlog) throw notFound(cms.VLOG_NOT_FOUND);
      return sendWithEtag(req, reply, vlog);
    },
    /** The video library (§2.1 /videos), one IsHero. */
    async getVideoAssets(req, reply) {
      accountOf(req);
      return sendWithEtag(req, reply, cms.videos(await content.get()));
    },
    /** The posted vlogs, newest first (§2.1 /vlogs). */
    async getVlogAssets(req, reply) {
      accountOf(req);
      return sendWithEtag(req, reply, cms.vlogs(await content.get(), new Date()));
    },
    /** The FAQs in their order (§2.1 /faqs, /contact); answers are HTML the portal sanitises; at tier 3 without links into ordering (§6). */
    async getFaqs(req, reply) {
      return sendWithEtag(req, reply, faqsForTier(cms.faqs(await content.get()), tierOf(req)));
    },
    /** Popup banners active now (§3 Popup banner); at tier 3 without a call to action into ordering (§6). */
    async getPopUpBanners(req, reply) {
      return sendWithEtag(req, reply, popupBannersForTier(cms.popupBanners(await content.get(), new Date()), tierOf(req)));
    },
    /** The ten Partner Hub guides, newest first (§2.1 /p4p). */
    async getPartnerContent(req, reply) {
      accountOf(req);
      return sendWithEtag(req, reply, cms.partnerContent(await content.get()));
    },
    /** The guides flagged new (§2.1 /p4p). */
    async getNewPartnerContent(req, reply) {
      accountOf(req);
      return sendWithEtag(req, reply, cms.newPartnerContent(await content.get()));
    },
    /** The private shell's row of downloads (§2.4): every active one, newest first. */
    async getDownloadWidgets(req, reply) {
      accountOf(req);
      return sendWithEtag(req, reply, cms.downloadWidgets(await content.get(), new Date()));
    },
    /**
     * A guide opened or downloaded → 204; 404 for an unknown guide. Its 401 carries §8's 'Session has
     * expired. Please refresh your browser and log back in.' (set by the security handler) and a failure
     * the internal-error message of §8 (the errors plugin).
     */
    async trackPartnerContent(req, reply) {
      const accountId = accountOf(req);
      await cms.trackPartnerContent(db, query<'trackPartnerContent'>(req).id, callerOf(req).userId, accountId);
      return noBody(reply, 204);
    },
    /** A vlog viewed (once per session, the bearer token) or played (every time) → 204; 404 for an unknown vlog. */
    async trackVlogAsset(req, reply) {
      accountOf(req);
      const { vlogId, type } = query<'trackVlogAsset'>(req);
      const token = /^bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const hash = createHash('sha256').update(token).digest('hex');
      await cms.trackVlog(db, content, vlogId, type, { hash, userId: callerOf(req).userId });
      return noBody(reply, 204);
    },
    // None at TierAccessLevel 3, which may not order (§6).
    async getProductPopUp(req) {
      const accountId = accountOf(req);
      return productPopups(db, catalogue, query<'getProductPopUp'>(req).section, callerOf(req).tiers[accountId]);
    },
    /**
     * Question `questionId` (absent → 0, the root) → `HelpbotQuestion` from memory; 404 `{ Message }` when
     * there is none. At tier 3 without the answers that lead into ordering (`withoutOrdering`, §6).
     */
    async getHelpbotQuestion(req) {
      const tier = tierOf(req);
      const id = query<'getHelpbotQuestion'>(req).questionId ?? HELPBOT_ROOT_ID;
      const question = await helpbot.question(id, tier);
      if (!question) throw notFound(HELPBOT_QUESTION_NOT_FOUND);
      return question;
    },
    /** The texts of the root question's answers → `string[]`, from memory. */
    async getHelpbotSubjects(req) {
      return helpbot.subjects(tierOf(req));
    },
  } satisfies HandlerMap;
}
