/**
 * Story fixtures of the media parts (§2.1 /videos, /vlogs, /p4p, /see-all-downloads; §2.4). Fictional,
 * like every demo text; dates are fixed so screenshots do not change from day to day. Not exported.
 */
import type { DownloadWidget } from '../DownloadCard';

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
