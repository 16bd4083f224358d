import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@trade-portal/domain';
import { schema } from '../src/db/open';
import { HERO_BANNER_NOT_FOUND } from '../src/handlers/cms';
import { MEDIA_MAX_AGE_SECONDS, MEDIA_ROOT } from '../src/plugins/media';
import { bumpContentVersion, PARTNER_CONTENT_NOT_FOUND, VLOG_NOT_FOUND } from '../src/services/content';
import { GUIDES } from '../src/seed/contentMedia';
import { SURVEY_DEMO_ACCOUNT } from '../src/seed/surveys';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const db = h.database.db;
const DAY = 86_400_000;
const single = await h.login('single@demo.test');
const restricted = await h.login('restricted@demo.test');

/** `token` null: no Authorization header. */
const get = (path: string, token: string | null = single, account: string | null = SINGLE, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'GET',
    url: account ? `${path}${path.includes('?') ? '&' : '?'}accountNumber=${account}` : path,
    headers: { ...(token ? auth(token) : {}), ...headers },
  });
const post = (url: string, token: string | null = single) => h.app.inject({ method: 'POST', url, headers: token ? auth(token) : {} });
const json = async <T>(path: string, token: string | null = single, account: string | null = SINGLE): Promise<T> => {
  const res = await get(path, token, account);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json() as T;
};

type Vlog = { VlogAssetId: number; VideoPath: string; ImagePath: string; Title: string; Views: number; Posted: string };
type Download = { AssetPath: string; Icon: string; TopLineText: string; NewWindow: boolean; CreatedDateTime: string };
type Partner = { PartnerContentId: number; Title: string; Slug: string; AssetPath: string; ImagePath: string; CreatedDateTime: string };

const PRIVATE = ['HomeAssets', 'HeroBanner', 'HomePods', 'LatestVlogAsset', 'VideoAssets', 'VlogAssets', 'Faqs', 'PopUpBanners', 'PartnerContent', 'NewPartnerContent', 'DownloadWidgets'];

describe('the seeded content (§2.2, §2.4, §2.9, §3)', () => {
  it('has one hero banner with every §3 field, linking into the portal', async () => {
    const banner = await json<Record<string, unknown>>('/api/Cms/HeroBanner');
    expect(banner).toMatchObject({ Title: expect.any(String), Desc: expect.any(String), ColorBg: expect.stringMatching(/^#/), ColorText: expect.stringMatching(/^#/), Link: '/place-order', NewWindow: false, CTA: expect.any(String), Info: expect.any(String) });
    expect(banner.ImagePath).toMatch(/^\/assets\/cms\/.+\.svg$/);
  });

  it('has 3–4 home pods: one OpenSurvey to / (for the survey store), one external URL, one internal path, one with a video; HTML titles', async () => {
    // The survey pod shows only where the Home survey is on offer (surveyPods.ts): the survey demo store.
    const pods = await json<{ Link: string; OpenSurvey: boolean; VideoPath: string | null; Title: string; Desc: string }[]>('/api/Cms/HomePods', await h.login('survey@demo.test'), SURVEY_DEMO_ACCOUNT);
    expect(pods.length).toBeGreaterThanOrEqual(3);
    expect(pods.length).toBeLessThanOrEqual(4);
    expect(pods.filter((p) => p.OpenSurvey).map((p) => p.Link)).toEqual(['/']);
    expect(pods.some((p) => /^https?:\/\//.test(p.Link))).toBe(true);
    expect(pods.some((p) => !p.OpenSurvey && p.Link.startsWith('/'))).toBe(true);
    expect(pods.some((p) => p.VideoPath?.endsWith('.webm'))).toBe(true);
    for (const p of pods) expect(p.Title).toMatch(/^<\w+>/);
  });

  it('lists 6+ downloads newest first; HomeAssets is the two newest of them', async () => {
    const all = await json<Download[]>('/api/Cms/DownloadWidgets');
    expect(all.length).toBeGreaterThanOrEqual(6);
    const dates = all.map((d) => Date.parse(d.CreatedDateTime));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(await json<Download[]>('/api/Cms/HomeAssets')).toEqual(all.slice(0, 2));
    for (const d of all) expect(d).toMatchObject({ AssetPath: expect.stringMatching(/^\/pdf\/downloads\/[a-z0-9-]+$/), Icon: 'pdf' });
  });

  it('has 3 vlogs newest first, the latest being the first; 4 videos with one IsHero', async () => {
    const vlogs = await json<Vlog[]>('/api/Cms/VlogAssets');
    expect(vlogs).toHaveLength(3);
    expect(await json<Vlog>('/api/Cms/LatestVlogAsset')).toEqual(vlogs[0]);
    expect(vlogs.some((v) => v.Views === 1)).toBe(true); // the portal's '1 View' case
    const videos = await json<{ IsHero: boolean; VideoPath: string }[]>('/api/Cms/VideoAssets');
    expect(videos).toHaveLength(4);
    expect(videos.filter((v) => v.IsHero)).toHaveLength(1);
  });

  it('has 2 popup banners (one image, one video), 3 notification messages (one sticky), 2 backgrounds (an image and a video)', async () => {
    const popups = await json<{ ImagePath: string | null; VideoPath: string | null }[]>('/api/Cms/PopUpBanners');
    expect(popups).toHaveLength(2);
    expect(popups.some((p) => p.VideoPath)).toBe(true);
    const notes = await json<{ IsSticky: boolean }[]>('/api/Cms/Notifications', null, null);
    expect(notes).toHaveLength(3);
    expect(notes.filter((n) => n.IsSticky)).toHaveLength(1);
    const backgrounds = await json<{ IsImage: boolean; IsVideo: boolean }[]>('/api/Cms/Backgrounds', null, null);
    expect(backgrounds.map((b) => [b.IsImage, b.IsVideo])).toEqual([[true, false], [false, true]]);
  });

  it('has 8+ FAQs with HTML answers', async () => {
    const faqs = await json<{ Question: string; Answer: string }[]>('/api/Cms/Faqs');
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    for (const f of faqs) expect(f.Answer).toMatch(/^<(p|ul)>/);
  });

  it('has the ten Partner Hub guides at /pdf/p4p/{slug} with covers under /assets/p4p/; NewPartnerContent the new ones', async () => {
    const guides = await json<Partner[]>('/api/Cms/PartnerContent');
    expect(guides).toHaveLength(10);
    for (const g of guides) {
      expect(g.AssetPath).toBe(`/pdf/p4p/${g.Slug}`);
      expect(g.ImagePath).toBe(`/assets/p4p/${g.Slug}.svg`);
    }
    const fresh = await json<Partner[]>('/api/Cms/NewPartnerContent');
    expect(fresh.map((g) => g.Slug)).toEqual(GUIDES.filter((g) => g.isNew).map((g) => g.slug));
    expect(fresh.length).toBeGreaterThan(0);
  });

  it('gives a TierAccessLevel 3 store the same content: content is not ordering (§6)', async () => {
    expect((await get('/api/Cms/HomePods', restricted, RESTRICTED)).json()).toEqual((await get('/api/Cms/HomePods')).json());
  });
});

describe('access (§6, §7)', () => {
  it('answers the private calls 401 without a token, 400 without an accountNumber, 403 for another store', async () => {
    for (const name of PRIVATE) {
      expect((await get(`/api/Cms/${name}`, null)).statusCode, name).toBe(401);
      expect((await get(`/api/Cms/${name}`, single, null)).statusCode, name).toBe(400);
      expect((await get(`/api/Cms/${name}`, single, MULTI[0])).statusCode, name).toBe(403);
    }
  });

  it('serves Backgrounds and Notifications without a login (§2.2)', async () => {
    expect((await get('/api/Cms/Backgrounds', null, null)).statusCode).toBe(200);
    expect((await get('/api/Cms/Notifications', null, null)).statusCode).toBe(200);
  });
});

describe('ETags and memory (ADR 0020)', () => {
  it('sends a strong ETag and answers If-None-Match with a bodyless 304, for every content call', async () => {
    for (const name of [...PRIVATE, 'Backgrounds', 'Notifications']) {
      const isPublic = name === 'Backgrounds' || name === 'Notifications';
      const first = await get(`/api/Cms/${name}`, isPublic ? null : single, isPublic ? null : SINGLE);
      expect(first.statusCode, name).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, name).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await get(`/api/Cms/${name}`, isPublic ? null : single, isPublic ? null : SINGLE, { 'if-none-match': etag });
      expect(again.statusCode, name).toBe(304);
      expect(again.body).toBe('');
      const other = await get(`/api/Cms/${name}`, isPublic ? null : single, isPublic ? null : SINGLE, { 'if-none-match': '"stale"' });
      expect(other.statusCode, name).toBe(200);
    }
  });

  it('does not query the database for content once loaded: the copy changes only with the version row', async () => {
    const before = await json<{ Question: string }[]>('/api/Cms/Faqs');
    // A row written without a version bump is not seen: the answer comes from memory.
    const [row] = await db.insert(schema.faqs).values({ position: 99, question: 'Unseen until the version changes?', answer: '<p>Yes.</p>' }).returning();
    expect(await json('/api/Cms/Faqs')).toEqual(before);
    await bumpContentVersion(db);
    const after = await json<{ Question: string }[]>('/api/Cms/Faqs');
    expect(after.at(-1)!.Question).toBe('Unseen until the version changes?');
    await db.delete(schema.faqs).where(eq(schema.faqs.id, row!.id));
    await bumpContentVersion(db);
  });

  it('honours ActiveFrom and ActiveTo: content scheduled for later or expired is not served, and appears on time', async () => {
    const soon = new Date(Date.now() + 1500);
    const [pod] = await db.insert(schema.homePods).values({ position: 0, title: '<b>Soon</b>', description: '<p>Soon</p>', link: '/', cta: 'Go', activeFrom: soon }).returning();
    const [expired] = await db.insert(schema.notificationMessages).values({ position: 0, title: 'Gone', copy: 'Gone', activeTo: new Date(Date.now() - DAY) }).returning();
    const [banner] = await db.insert(schema.heroBanners).values({ title: 'Tomorrow', description: 'd', imagePath: '/x.svg', colorBg: '#000', colorText: '#fff', link: '/', cta: 'c', info: 'i', activeFrom: new Date(Date.now() + DAY) }).returning();
    const [popup] = await db.insert(schema.popupBanners).values({ title: 'Later', activeFrom: new Date(Date.now() + DAY), lastModifiedAt: new Date() }).returning();
    await bumpContentVersion(db);
    const pods = await json<{ HomePodId: number }[]>('/api/Cms/HomePods');
    expect(pods.map((p) => p.HomePodId)).not.toContain(pod!.id);
    expect((await json<{ Id: number }[]>('/api/Cms/Notifications', null, null)).map((n) => n.Id)).not.toContain(expired!.id);
    expect((await json<{ Title: string }>('/api/Cms/HeroBanner')).Title).not.toBe('Tomorrow');
    expect((await json<{ PopUpBannerId: number }[]>('/api/Cms/PopUpBanners')).map((p) => p.PopUpBannerId)).not.toContain(popup!.id);
    // No write needed: the window is checked per request against the copy in memory.
    await new Promise((r) => setTimeout(r, soon.getTime() - Date.now() + 50));
    expect((await json<{ HomePodId: number }[]>('/api/Cms/HomePods'))[0]!.HomePodId).toBe(pod!.id);
    await db.delete(schema.homePods).where(eq(schema.homePods.id, pod!.id));
    await db.delete(schema.notificationMessages).where(eq(schema.notificationMessages.id, expired!.id));
    await db.delete(schema.heroBanners).where(eq(schema.heroBanners.id, banner!.id));
    await db.delete(schema.popupBanners).where(eq(schema.popupBanners.id, popup!.id));
    await bumpContentVersion(db);
  });

  it('answers HeroBanner 404 with a Message when no banner is active', async () => {
    await db.update(schema.heroBanners).set({ activeTo: new Date(Date.now() - 1000) });
    await bumpContentVersion(db);
    const res = await get('/api/Cms/HeroBanner');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: HERO_BANNER_NOT_FOUND });
    await db.update(schema.heroBanners).set({ activeTo: null });
    await bumpContentVersion(db);
    expect((await get('/api/Cms/HeroBanner')).statusCode).toBe(200);
  });
});

describe('POST /api/Cms/Track/VlogAsset (§7)', () => {
  const views = async (id: number) => (await json<Vlog[]>('/api/Cms/VlogAssets')).find((v) => v.VlogAssetId === id)!.Views;
  const plays = async (id: number) => (await db.select().from(schema.vlogAssets).where(eq(schema.vlogAssets.id, id)))[0]!.plays;

  it('counts one view per session per vlog, and the new count is served at once', async () => {
    const { VlogAssetId: id } = await json<Vlog>('/api/Cms/LatestVlogAsset');
    const before = await views(id);
    const etag = (await get('/api/Cms/LatestVlogAsset')).headers.etag as string;
    expect((await post(`/api/Cms/Track/VlogAsset?accountNumber=${SINGLE}&vlogId=${id}&type=View`)).statusCode).toBe(204);
    expect(await views(id)).toBe(before + 1);
    expect((await get('/api/Cms/LatestVlogAsset', single, SINGLE, { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await post(`/api/Cms/Track/VlogAsset?accountNumber=${SINGLE}&vlogId=${id}&type=View`)).statusCode).toBe(204);
    expect(await views(id)).toBe(before + 1);
    // A new login is a new browser session.
    const again = await h.login('single@demo.test');
    expect((await post(`/api/Cms/Track/VlogAsset?accountNumber=${SINGLE}&vlogId=${id}&type=View`, again)).statusCode).toBe(204);
    expect(await views(id)).toBe(before + 2);
  });

  it('counts every play', async () => {
    const { VlogAssetId: id } = await json<Vlog>('/api/Cms/LatestVlogAsset');
    const before = await plays(id);
    for (let i = 0; i < 3; i++) expect((await post(`/api/Cms/Track/VlogAsset?accountNumber=${SINGLE}&vlogId=${id}&type=play`)).statusCode).toBe(204);
    expect(await plays(id)).toBe(before + 3);
  });

  it('answers 404 for an unknown vlog, 400 for another type or a missing id, 401 without a token', async () => {
    const missing = await post(`/api/Cms/Track/VlogAsset?accountNumber=${SINGLE}&vlogId=999999&type=View`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Message: VLOG_NOT_FOUND });
    expect((await post(`/api/Cms/Track/VlogAsset?accountNumber=${SINGLE}&vlogId=1&type=Like`)).statusCode).toBe(400);
    expect((await post(`/api/Cms/Track/VlogAsset?accountNumber=${SINGLE}&type=View`)).statusCode).toBe(400);
    expect((await post(`/api/Cms/Track/VlogAsset?accountNumber=${SINGLE}&vlogId=1&type=View`, null)).statusCode).toBe(401);
  });
});

describe('POST /api/Cms/Track/PartnerContent (§7, §8)', () => {
  it('records a download for the user and store → 204', async () => {
    const [guide] = await json<Partner[]>('/api/Cms/PartnerContent');
    const downloads = async () => (await db.select({ n: count() }).from(schema.partnerContentDownloads).where(eq(schema.partnerContentDownloads.partnerContentId, guide!.PartnerContentId)))[0]!.n;
    const before = await downloads();
    expect((await post(`/api/Cms/Track/PartnerContent?accountNumber=${SINGLE}&id=${guide!.PartnerContentId}`)).statusCode).toBe(204);
    expect(await downloads()).toBe(before + 1);
    const [row] = await db.select().from(schema.partnerContentDownloads).where(eq(schema.partnerContentDownloads.partnerContentId, guide!.PartnerContentId));
    expect(row).toMatchObject({ accountId: SINGLE });
  });

  it("answers 401 with §8's 'Session has expired. Please refresh your browser and log back in.'", async () => {
    for (const token of [null, 'not-a-token']) {
      const res = await post(`/api/Cms/Track/PartnerContent?accountNumber=${SINGLE}&id=1`, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: messages.sessionExpired });
    }
  });

  it("answers a failure with §8's internal-error message", async () => {
    const { sql } = await import('drizzle-orm');
    // The count's table is briefly gone: a real database failure, not a mock.
    await db.execute(sql`alter table partner_content_downloads rename to partner_content_downloads_away`);
    try {
      const res = await post(`/api/Cms/Track/PartnerContent?accountNumber=${SINGLE}&id=1`);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ Message: messages.internalError });
    } finally {
      await db.execute(sql`alter table partner_content_downloads_away rename to partner_content_downloads`);
    }
  });

  it('answers 404 for an unknown guide', async () => {
    const res = await post(`/api/Cms/Track/PartnerContent?accountNumber=${SINGLE}&id=999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: PARTNER_CONTENT_NOT_FOUND });
  });
});

describe('seeded media (ADR 0020)', () => {
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

  it('stays under 3 MB in all', () => {
    const total = files(MEDIA_ROOT).reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  it('has a file for every media path the content names', async () => {
    const paths = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value === 'string' && /^\/(assets\/(cms|p4p)|pdf)\//.test(value)) paths.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const name of PRIVATE) collect((await get(`/api/Cms/${name}`)).json());
    for (const name of ['Backgrounds', 'Notifications']) collect((await get(`/api/Cms/${name}`, null, null)).json());
    expect(paths.size).toBeGreaterThan(30);
    for (const path of paths) expect((await h.app.inject({ method: 'HEAD', url: path })).statusCode, path).toBe(200);
  });

  it('serves a guide as a real PDF, inline, with long-lived caching', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/pdf/p4p/${GUIDES[0]!.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(res.headers['content-disposition']).toContain('inline');
    // The portal may frame a guide in its own pages, and nothing else may.
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe(`public, max-age=${MEDIA_MAX_AGE_SECONDS}`);
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers a byte range of a clip with 206 and Content-Range, so videos seek', async () => {
    const full = await h.app.inject({ method: 'GET', url: '/assets/cms/clip-waves.webm' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/webm');
    expect(full.headers['accept-ranges']).toBe('bytes');
    const size = full.rawPayload.length;
    const part = await h.app.inject({ method: 'GET', url: '/assets/cms/clip-waves.webm', headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(100, 1100))).toBe(true);
  });

  it('sends SVGs compressed when the client accepts it, typed as SVG, and a 304 for a known ETag', async () => {
    const plain = await h.app.inject({ method: 'GET', url: '/assets/cms/hero-winter-range.svg' });
    expect(plain.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(plain.body).toMatch(/^<svg [^>]*width="1200" height="600"/);
    const br = await h.app.inject({ method: 'GET', url: '/assets/cms/hero-winter-range.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const again = await h.app.inject({ method: 'GET', url: '/assets/cms/hero-winter-range.svg', headers: { 'if-none-match': plain.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown or unsafe name with a 404 Message', async () => {
    for (const url of ['/pdf/p4p/no-such-guide', '/assets/cms/nothing.svg', '/assets/cms/..%2F..%2Fpackage.json', '/pdf/p4p/..%2Fdownloads%2Fprice-list-november']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ Message: 'This file was not found.' });
    }
  });
});
