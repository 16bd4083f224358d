/**
 * Story fixtures of the media parts (§2.1 /videos, /vlogs, /p4p, /see-all-downloads; §2.4). Fictional,
 * like every demo text; dates are fixed so screenshots do not change from day to day. Not exported.
 */
import type { DownloadWidget, LatestVlog, PartnerContent, VideoAsset } from '@trade-portal/api-client';
import { svgInterFont } from '../../fixtureFont';

/** Story globals for the 390 px phone viewport (defined in .storybook/preview). */
export const phoneViewport = { viewport: { value: 'phone', isRotated: false } };

/** Seven downloads, newest first, as GET /api/Cms/DownloadWidgets answers. */
export const downloads: DownloadWidget[] = [
  { AssetPath: '/pdf/downloads/november-price-list', Icon: 'pdf', TopLineText: 'November price list', NewWindow: true, CreatedDateTime: '2026-11-20T09:00:00Z' },
  { AssetPath: '/pdf/downloads/holiday-ordering-calendar', Icon: 'pdf', TopLineText: 'Holiday ordering calendar', NewWindow: true, CreatedDateTime: '2026-11-12T09:00:00Z' },
  { AssetPath: '/pdf/downloads/e-vapour-range-guide', Icon: 'pdf', TopLineText: 'E-vapour range guide', NewWindow: false, CreatedDateTime: '2026-11-02T09:00:00Z' },
  { AssetPath: '/pdf/downloads/track-and-trace-checklist', Icon: 'pdf', TopLineText: 'Track and Trace checklist', NewWindow: true, CreatedDateTime: '2026-10-21T09:00:00Z' },
  { AssetPath: '/pdf/downloads/planogram-counter-unit', Icon: 'pdf', TopLineText: 'Planogram: counter unit', NewWindow: true, CreatedDateTime: '2026-10-08T09:00:00Z' },
  { AssetPath: '/pdf/downloads/age-verification-poster', Icon: 'pdf', TopLineText: 'Age verification poster', NewWindow: true, CreatedDateTime: '2026-09-30T09:00:00Z' },
  { AssetPath: '/pdf/downloads/delivery-days-by-county', Icon: 'pdf', TopLineText: 'Delivery days by county', NewWindow: true, CreatedDateTime: '2026-09-24T09:00:00Z' },
];

/** A download whose title runs to several lines. */
export const longDownload: DownloadWidget = {
  AssetPath: '/pdf/downloads/terms',
  Icon: 'pdf',
  TopLineText: 'Trade terms and conditions of sale for retailers in the Republic of Ireland, with the delivery and returns schedule for 2027',
  NewWindow: true,
  CreatedDateTime: '2026-11-01T09:00:00Z',
};

/**
 * A poster as a data URI: a flat gradient with a title, the size of the seeded ones (Storybook serves
 * no media of its own); the title in the embedded Inter so it looks the same on every machine.
 */
export function poster(title: string, from: string, to: string, width = 1280, height = 720): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svgInterFont}<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="${width / 16}" y="${height - height / 8}" fill="#fff" font-family="Inter" font-weight="700" font-size="${Math.round(width / 18)}">${title}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A clip URL that is never fetched in stories (`preload="none"`). */
const clip = '/assets/cms/clip-waves.webm';

/** Four videos in position order, the first IsHero, as GET /api/Cms/VideoAssets answers. */
export const videos: VideoAsset[] = [
  { VideoAssetId: 1, VideoPath: clip, ImagePath: poster('Welcome to the Trade Portal', '#0b2341', '#5b2a86'), Title: 'Welcome to the Trade Portal', Desc: 'A two-minute tour: ordering, your stock card and the Partner Hub.', IsHero: true },
  { VideoAssetId: 2, VideoPath: clip, ImagePath: poster('Ordering in three steps', '#0f766e', '#0b2341'), Title: 'Ordering in three steps', Desc: 'Find products, set quantities in outers and check out.', IsHero: false },
  { VideoAssetId: 3, VideoPath: clip, ImagePath: poster('Your Track and Trace codes', '#1f5fbf', '#0b2341'), Title: 'Your Track and Trace codes', Desc: 'What the EOID and FID are and where to enter them.', IsHero: false },
  { VideoAssetId: 4, VideoPath: clip, ImagePath: poster('The e-vapour category', '#5b2a86', '#b3261e'), Title: 'The e-vapour category', Desc: 'Devices, pods and how customers choose between them.', IsHero: false },
];

/** Three vlogs, newest first, one with exactly 1 view, as GET /api/Cms/VlogAssets answers. */
export const vlogs: LatestVlog[] = [
  { VlogAssetId: 1, VideoPath: clip, ImagePath: poster('Autumn trade update', '#0f766e', '#5b2a86'), Title: 'Autumn trade update', Views: 41, Posted: '2026-11-20T10:00:00Z' },
  { VlogAssetId: 2, VideoPath: clip, ImagePath: poster('Three display tips', '#0b2341', '#1f5fbf'), Title: 'Three display tips for a busy counter', Views: 1, Posted: '2026-10-30T10:00:00Z' },
  { VlogAssetId: 3, VideoPath: clip, ImagePath: poster('Nicotine pouches explained', '#5b2a86', '#0b2341'), Title: 'Nicotine pouches explained', Views: 1280, Posted: '2026-10-02T10:00:00Z' },
];

const guideTitles = [
  'Display rules at a glance', 'Checking age at the till', 'Track and Trace for retailers', 'Merchandising e-vapour', 'Nicotine pouches: a primer',
  'Stock rotation and storage', 'Planning seasonal orders', 'Serving customers who switch', 'Keeping your stock card current', 'Getting the most from the portal',
];
const guideColours = ['#0f766e', '#5b2a86', '#1f5fbf', '#b3261e', '#0b2341'];

/** The ten Partner Hub guides, newest first, as GET /api/Cms/PartnerContent answers; the first three are new. */
export const guides: PartnerContent[] = guideTitles.map((Title, i) => {
  const Slug = Title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
  return {
    PartnerContentId: i + 1, Title, Slug, AssetPath: `/pdf/p4p/${Slug}`,
    ImagePath: poster(String(i + 1), '#0b2341', guideColours[i % guideColours.length]!, 600, 800),
    CreatedDateTime: new Date(Date.UTC(2026, 10, 20 - i * 6, 9)).toISOString(),
  };
});

/** The PartnerContentIds of NewPartnerContent. */
export const newGuideIds: ReadonlySet<number> = new Set([1, 2, 3]);
