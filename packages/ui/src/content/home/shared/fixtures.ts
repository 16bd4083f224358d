/**
 * Story fixtures of the home blocks (§2.9, §3). Fictional, like every demo text; dates are fixed so
 * screenshots do not change from day to day. Not exported from the package.
 */
import type { DownloadWidget, HeroBanner, HomePod, LatestVlog } from '@trade-portal/api-client';
import { svgInterFont } from '../../fixtureFont';

/** Story globals for the 390 px phone viewport (defined in .storybook/preview). */
export const phoneViewport = { viewport: { value: 'phone', isRotated: false } };

/**
 * A picture as a data URI: a flat gradient with a title (Storybook serves no media of its own), the title in
 * the embedded Inter so it looks the same on every machine.
 */
export function picture(title: string, from: string, to: string, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svgInterFont}<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="${width / 16}" y="${height - height / 8}" fill="#fff" font-family="Inter" font-weight="700" font-size="${Math.round(width / 16)}">${title}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The seeded banner's words. */
export const hero: HeroBanner = {
  Title: 'The winter range is in',
  Desc: 'New Harbour and Vapora lines are on the price list, with holiday delivery dates confirmed.',
  ImagePath: picture('Winter range', '#0b2341', '#0f766e', 1200, 600),
  ColorBg: '#0b2341',
  ColorText: '#ffffff',
  Link: '/place-order',
  NewWindow: false,
  CTA: 'Shop the range',
  Info: 'Order by 18 December for delivery before Christmas.',
};

/** The two newest downloads, as GET /api/Cms/HomeAssets answers. */
export const homeAssets: DownloadWidget[] = [
  { AssetPath: '/pdf/downloads/november-price-list', Icon: 'pdf', TopLineText: 'November price list', NewWindow: true, CreatedDateTime: '2026-11-20T09:00:00Z' },
  { AssetPath: '/pdf/downloads/holiday-ordering-calendar', Icon: 'pdf', TopLineText: 'Holiday ordering calendar', NewWindow: true, CreatedDateTime: '2026-11-12T09:00:00Z' },
];

/** Four pods like the seeded ones: a survey pod, an internal link, a video pod and an external site. */
export const pods: HomePod[] = [
  { HomePodId: 1, ImagePath: picture('Survey', '#334155', '#0f766e', 800, 600), VideoPath: null, Title: '<strong>Tell us what you think</strong>', Desc: '<p>Two minutes, five questions: help us make ordering easier.</p>', ColorText: '#ffffff', Link: '/', CTA: 'Take the survey', CTAColour: '#c99a2e', OpenSurvey: true },
  { HomePodId: 2, ImagePath: picture('Partner Hub', '#0b2341', '#1f5fbf', 800, 600), VideoPath: null, Title: '<strong>Partner Hub</strong>', Desc: '<p>Ten practical guides, from <em>display rules</em> to stock rotation.</p>', ColorText: '#ffffff', Link: '/p4p', CTA: 'Read the guides', CTAColour: null, OpenSurvey: false },
  { HomePodId: 3, ImagePath: picture('Insights', '#0f766e', '#0b2341', 800, 600), VideoPath: '/assets/cms/clip-waves.webm', Title: '<strong>Category insights</strong>', Desc: '<p>Watch this season\'s e-vapour briefing.</p>', ColorText: '#ffffff', Link: '/videos', CTA: 'Watch now', CTAColour: null, OpenSurvey: false },
  { HomePodId: 4, ImagePath: picture('Retailing', '#7c2d12', '#0b2341', 800, 600), VideoPath: null, Title: '<strong>Responsible retailing</strong>', Desc: '<p>The national age-check scheme: training material for your staff.</p>', ColorText: '#ffffff', Link: 'https://www.example.org/responsible-retailing', CTA: 'Visit the site', CTAColour: null, OpenSurvey: false },
];

/** A pod whose title carries a script, an event handler and a javascript: link, which must not survive. */
export const hostilePod: HomePod = {
  HomePodId: 9, ImagePath: picture('Offer', '#334155', '#0b2341', 800, 600), VideoPath: null,
  Title: '<strong>Big offer</strong><script>window.__podHacked = true</script><img src="x" onerror="window.__podHacked = true">',
  Desc: '<p>Read <a href="javascript:window.__podHacked=true">the terms</a>.</p>',
  ColorText: '#ffffff', Link: 'www.example.org/offer', CTA: 'See the offer', CTAColour: '#ffffff', OpenSurvey: false,
};

/** The seeded latest vlog. */
export const vlog: LatestVlog = {
  VlogAssetId: 1, VideoPath: '/assets/cms/clip-waves.webm', ImagePath: picture('Autumn trade update', '#0b2341', '#0f766e', 1280, 720),
  Title: 'Autumn trade update', Views: 41, Posted: '2026-11-20T09:00:00Z',
};
