/**
 * The CMS content served from memory (§2.2, §2.4, §2.9, §3, §7 CMS and content; ADR 0020): every content
 * table is read once into a snapshot, re-read when the `content_version` row changes (checked at most
 * every `checkEveryMs`, and at once after a write through this server), so the home page costs no query.
 * Date windows (`active_from` inclusive, `active_to` exclusive, open-ended when null) are applied per
 * request against the snapshot, so content scheduled for later appears on time without a write.
 */
import type {
  BackgroundAsset, DownloadWidget, Faq, HeroBanner, HomePod, LatestVlog, NotificationMessage, PartnerContent, PopUpBanner, VideoAsset,
} from '@trade-portal/api-client';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Conn, Db } from '../db/open';
import { schema } from '../db/open';
import { notFound } from '../httpErrors';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** One version of the content, as read from the database. */
export interface ContentSnapshot {
  /** The `content_version` row this copy was read at. */
  version: number;
  heroBanners: Row<typeof schema.heroBanners>[];
  homePods: Row<typeof schema.homePods>[];
  downloadWidgets: Row<typeof schema.downloadWidgets>[];
  vlogs: Row<typeof schema.vlogAssets>[];
  videos: Row<typeof schema.videoAssets>[];
  popupBanners: Row<typeof schema.popupBanners>[];
  notifications: Row<typeof schema.notificationMessages>[];
  backgrounds: Row<typeof schema.backgroundAssets>[];
  faqs: Row<typeof schema.faqs>[];
  partnerContent: Row<typeof schema.partnerContent>[];
  /** Contact subjects in their order (§7 Contact). */
  subjects: string[];
}

/** How many downloads the home page shows (§2.9: 'the two newest useful downloads'). */
export const HOME_ASSETS_COUNT = 2;

/** In-memory content; `get()` re-reads only when the version row changed. */
export class Content {
  private snapshot: ContentSnapshot | undefined;
  private checkedAt = 0;
  private loading: Promise<ContentSnapshot> | undefined;

  /** @param checkEveryMs how often the version row is checked, milliseconds (0: every call, for tests) */
  constructor(private readonly db: Db, private readonly checkEveryMs = 5_000) {}

  /** The current snapshot; at most one re-read runs at a time. */
  async get(): Promise<ContentSnapshot> {
    if (this.snapshot && Date.now() - this.checkedAt < this.checkEveryMs) return this.snapshot;
    this.loading ??= this.refresh().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** Forgets the copy's freshness, so the next `get()` checks the version row (after a write in this process). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  private async refresh(): Promise<ContentSnapshot> {
    const db = this.db;
    const [v] = await db.select().from(schema.contentVersion).where(eq(schema.contentVersion.id, 1));
    const version = v?.version ?? 0;
    this.checkedAt = Date.now();
    if (this.snapshot && this.snapshot.version === version) return this.snapshot;
    const s = schema;
    const [heroBanners, homePods, downloadWidgets, vlogs, videos, popupBanners, notifications, backgrounds, faqs, partnerContent, subjects] = await Promise.all([
      db.select().from(s.heroBanners).orderBy(desc(s.heroBanners.activeFrom), desc(s.heroBanners.id)),
      db.select().from(s.homePods).orderBy(asc(s.homePods.position), asc(s.homePods.id)),
      db.select().from(s.downloadWidgets).orderBy(desc(s.downloadWidgets.createdAt), desc(s.downloadWidgets.id)),
      db.select().from(s.vlogAssets).orderBy(desc(s.vlogAssets.postedAt), desc(s.vlogAssets.id)),
      db.select().from(s.videoAssets).orderBy(asc(s.videoAssets.position), asc(s.videoAssets.id)),
      db.select().from(s.popupBanners).orderBy(desc(s.popupBanners.activeFrom), desc(s.popupBanners.id)),
      db.select().from(s.notificationMessages).orderBy(asc(s.notificationMessages.position), asc(s.notificationMessages.id)),
      db.select().from(s.backgroundAssets).orderBy(asc(s.backgroundAssets.id)),
      db.select().from(s.faqs).orderBy(asc(s.faqs.position), asc(s.faqs.id)),
      db.select().from(s.partnerContent).orderBy(desc(s.partnerContent.createdAt), asc(s.partnerContent.id)),
      db.select().from(s.contactSubjects).orderBy(asc(s.contactSubjects.position), asc(s.contactSubjects.id)),
    ]);
    this.snapshot = {
      version, heroBanners, homePods, downloadWidgets, vlogs, videos, popupBanners, notifications, backgrounds, faqs, partnerContent,
      subjects: subjects.map((r) => r.title),
    };
    return this.snapshot;
  }
}

/**
 * Bumps `content_version` (creating the row if missing), so every server's copy re-reads: call it in the
 * same transaction as the content write.
 */
export async function bumpContentVersion(db: Conn): Promise<void> {
  await db
    .insert(schema.contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: schema.contentVersion.id, set: { version: sql`${schema.contentVersion.version} + 1` } });
}

/** Whether a row with a date window is active at `now`: from `activeFrom` (inclusive) to `activeTo` (exclusive). */
export function isActiveAt(row: { activeFrom: Date | null; activeTo?: Date | null }, now: Date): boolean {
  return (!row.activeFrom || row.activeFrom <= now) && (!row.activeTo || row.activeTo > now);
}

const toDownload = (r: Row<typeof schema.downloadWidgets>): DownloadWidget => ({
  AssetPath: r.assetPath, Icon: r.icon, TopLineText: r.topLineText, NewWindow: r.newWindow, CreatedDateTime: r.createdAt.toISOString(),
});
const toVlog = (r: Row<typeof schema.vlogAssets>): LatestVlog => ({
  VlogAssetId: r.id, VideoPath: r.videoPath, ImagePath: r.imagePath, Title: r.title, Views: r.views, Posted: r.postedAt.toISOString(),
});
const toPartner = (r: Row<typeof schema.partnerContent>): PartnerContent => ({
  PartnerContentId: r.id, Title: r.title, Slug: r.slug, AssetPath: r.assetPath, ImagePath: r.imagePath, CreatedDateTime: r.createdAt.toISOString(),
});

/** Downloads active at `now`, newest first (§2.4 widget row, /see-all-downloads). */
export const downloadWidgets = (c: ContentSnapshot, now: Date): DownloadWidget[] => c.downloadWidgets.filter((r) => isActiveAt(r, now)).map(toDownload);

/** The home page's downloads: the `HOME_ASSETS_COUNT` newest active ones (§2.9). */
export const homeAssets = (c: ContentSnapshot, now: Date): DownloadWidget[] => downloadWidgets(c, now).slice(0, HOME_ASSETS_COUNT);

/** The active hero banner with the latest start (§2.9), or undefined when none is active. */
export function heroBanner(c: ContentSnapshot, now: Date): HeroBanner | undefined {
  const r = c.heroBanners.find((b) => isActiveAt(b, now));
  return r && {
    ColorBg: r.colorBg, ColorText: r.colorText, ImagePath: r.imagePath, Title: r.title, Desc: r.description,
    Link: r.link, NewWindow: r.newWindow, CTA: r.cta, Info: r.info, InfoForOrdering: r.infoForOrdering,
  };
}

/** Backgrounds of the public template (§2.2); the portal shows the sticky one if any, else a random one. */
export const backgrounds = (c: ContentSnapshot): BackgroundAsset[] =>
  c.backgrounds.map((r) => ({ IsImage: !r.isVideo, IsVideo: r.isVideo, AssetUrl: r.assetUrl, IsSticky: r.isSticky }));

/** Notification messages active at `now`, in their order (§2.2 slider, §2.5 strip, HeaderData). */
export const notifications = (c: ContentSnapshot, now: Date): NotificationMessage[] =>
  c.notifications.filter((r) => isActiveAt(r, now)).map((r) => ({
    Id: r.id, Title: r.title, Copy: r.copy, LinkLabel: r.linkLabel, LinkUrl: r.linkUrl, BackgroundColor: r.backgroundColor, IsSticky: r.isSticky, ForOrdering: r.forOrdering,
  }));

/** Home pods active at `now`, in their order (§2.9). */
export const homePods = (c: ContentSnapshot, now: Date): HomePod[] =>
  c.homePods.filter((r) => isActiveAt(r, now)).map((r) => ({
    HomePodId: r.id, VideoPath: r.videoPath, ImagePath: r.imagePath, Title: r.title, Desc: r.description, ColorText: r.colorText,
    Link: r.link, CTA: r.cta, CTAColour: r.ctaColour, OpenSurvey: r.openSurvey,
  }));

/** Vlogs posted by `now`, newest first (§2.1 /vlogs); a vlog dated later is scheduled and not shown yet. */
export const vlogs = (c: ContentSnapshot, now: Date): LatestVlog[] => c.vlogs.filter((r) => r.postedAt <= now).map(toVlog);

/** The newest posted vlog (§2.9 Latest Vlog), or undefined when there is none. */
export const latestVlog = (c: ContentSnapshot, now: Date): LatestVlog | undefined => vlogs(c, now)[0];

/** The video library in its order (§2.1 /videos). */
export const videos = (c: ContentSnapshot): VideoAsset[] =>
  c.videos.map((r) => ({ VideoAssetId: r.id, VideoPath: r.videoPath, ImagePath: r.imagePath, Title: r.title, Desc: r.description, IsHero: r.isHero }));

/** The FAQs in their order (§2.1 /faqs); answers are HTML. */
export const faqs = (c: ContentSnapshot): Faq[] => c.faqs.map((r) => ({ FaqId: r.id, Question: r.question, Answer: r.answer }));

/** Popup banners active at `now`, newest start first (§3 Popup banner). */
export const popupBanners = (c: ContentSnapshot, now: Date): PopUpBanner[] =>
  c.popupBanners.filter((r) => isActiveAt(r, now)).map((r) => ({
    PopUpBannerId: r.id, ImagePath: r.imagePath, VideoPath: r.videoPath, Title: r.title, AutoPlay: r.autoPlay, RepeatVideoPlay: r.repeatVideoPlay,
    ActiveFrom: r.activeFrom.toISOString(), LastModifiedDateTime: r.lastModifiedAt.toISOString(), IsDisplayMultiple: r.isDisplayMultiple,
    AssetPath: r.assetPath, CTA: r.cta,
  }));

/** The Partner Hub guides, newest first (§2.1 /p4p). */
export const partnerContent = (c: ContentSnapshot): PartnerContent[] => c.partnerContent.map(toPartner);

/** The guides flagged new, newest first (§2.1 /p4p). */
export const newPartnerContent = (c: ContentSnapshot): PartnerContent[] => c.partnerContent.filter((r) => r.isNew).map(toPartner);

/** The `Message` of a track call for a vlog that does not exist (404). */
export const VLOG_NOT_FOUND = 'This vlog was not found.';
/** The `Message` of a track call for a Partner Hub guide that does not exist (404). */
export const PARTNER_CONTENT_NOT_FOUND = 'This Partner Hub guide was not found.';

/**
 * Counts a vlog view or play (§7 Track/VlogAsset). A play always counts; a view counts once per browser
 * session per vlog, the session being the bearer token (`sessionHash`, its SHA-256): a new login is a new
 * session (ADR 0020). A counted view bumps the content version, since Views is part of the vlog's body.
 * @returns whether a count was added
 * @throws HttpError 404 `VLOG_NOT_FOUND` for an unknown vlog
 */
export async function trackVlog(db: Db, content: Content, vlogId: number, type: 'View' | 'play', session: { hash: string; userId: number }, now = new Date()): Promise<boolean> {
  const counted = await db.transaction(async (tx) => {
    const [vlog] = await tx.select({ id: schema.vlogAssets.id }).from(schema.vlogAssets).where(eq(schema.vlogAssets.id, vlogId));
    if (!vlog) throw notFound(VLOG_NOT_FOUND);
    if (type === 'play') {
      await tx.update(schema.vlogAssets).set({ plays: sql`${schema.vlogAssets.plays} + 1` }).where(eq(schema.vlogAssets.id, vlogId));
      return true;
    }
    const first = await tx
      .insert(schema.vlogViews)
      .values({ vlogId, sessionHash: session.hash, userId: session.userId, viewedAt: now })
      .onConflictDoNothing()
      .returning({ vlogId: schema.vlogViews.vlogId });
    if (first.length === 0) return false;
    await tx.update(schema.vlogAssets).set({ views: sql`${schema.vlogAssets.views} + 1` }).where(eq(schema.vlogAssets.id, vlogId));
    await bumpContentVersion(tx);
    return true;
  });
  if (counted && type === 'View') content.invalidate();
  return counted;
}

/**
 * Records that a user opened or downloaded a Partner Hub guide for a store (§7 Track/PartnerContent).
 * @throws HttpError 404 `PARTNER_CONTENT_NOT_FOUND` for an unknown guide
 */
export async function trackPartnerContent(db: Db, id: number, userId: number, accountId: string, now = new Date()): Promise<void> {
  const [guide] = await db.select({ id: schema.partnerContent.id }).from(schema.partnerContent).where(eq(schema.partnerContent.id, id));
  if (!guide) throw notFound(PARTNER_CONTENT_NOT_FOUND);
  await db.insert(schema.partnerContentDownloads).values({ partnerContentId: id, userId, accountId, downloadedAt: now });
}
