/**
 * The demo content (§2.2, §2.4, §2.9, §3; ADR 0020): a hero banner, home pods, downloads, vlogs, videos,
 * popup banners, notification messages, backgrounds, FAQs, the ten Partner Hub guides and the contact
 * subjects. Media paths point at the files in apps/api/media (served by plugins/media.ts); the texts are
 * short demo copy the operator replaces.
 */
import type { Tx } from '../db/open';
import { schema } from '../db/open';
import { DOWNLOADS, GUIDES } from './contentMedia';

const DAY = 86_400_000;
const CMS = '/assets/cms';

/** The contact subjects, in their order (§7 Contact GetSubjectTitles). */
export const CONTACT_SUBJECTS = ['Orders and deliveries', 'Invoices and payments', 'Products and prices', 'Track and Trace', 'My account', 'Something else'] as const;

/** Seeds the content tables and the content version row, dated relative to `now`. */
export async function seedContent(tx: Tx, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await tx.insert(schema.contentVersion).values({ id: 1, version: 1 });
  await tx.insert(schema.heroBanners).values({
    title: 'The winter range is in',
    description: 'New Harbour and Vapora lines are on the price list, with holiday delivery dates confirmed.',
    imagePath: `${CMS}/hero-winter-range.svg`,
    colorBg: '#0b2341',
    colorText: '#ffffff',
    link: '/place-order',
    newWindow: false,
    cta: 'Shop the range',
    info: 'Order by 18 December for delivery before Christmas.',
    infoForOrdering: true,
    activeFrom: ago(10),
  });
  // The survey pod names the Home survey's title and question count ({surveyTitle}, {questions}) and shows
  // only to those the survey is meant for (services/surveyPods.ts).
  await tx.insert(schema.homePods).values([
    { position: 1, imagePath: `${CMS}/pod-survey.svg`, title: '<strong>{surveyTitle}</strong>', description: '<p>Tell us what you think in {questions}: help us make ordering easier.</p>', colorText: '#ffffff', link: '/', cta: 'Take the survey', ctaColour: '#c99a2e', openSurvey: true },
    { position: 2, imagePath: `${CMS}/pod-partner-hub.svg`, title: '<strong>Partner Hub</strong>', description: '<p>Ten practical guides, from <em>display rules</em> to stock rotation.</p>', colorText: '#ffffff', link: '/p4p', cta: 'Read the guides', ctaColour: null, openSurvey: false },
    { position: 3, videoPath: `${CMS}/clip-waves.webm`, imagePath: `${CMS}/pod-video.svg`, title: '<strong>Category insights</strong>', description: '<p>Watch this season\'s e-vapour briefing.</p>', colorText: '#ffffff', link: '/videos', cta: 'Watch now', ctaColour: null, openSurvey: false },
    { position: 4, imagePath: `${CMS}/pod-stock-card.svg`, title: '<strong>Responsible retailing</strong>', description: '<p>The national age-check scheme: training material for your staff.</p>', colorText: '#ffffff', link: 'https://www.example.org/responsible-retailing', cta: 'Visit the site', ctaColour: null, openSurvey: false },
  ]);
  await tx.insert(schema.downloadWidgets).values(
    DOWNLOADS.map((d) => ({ assetPath: `/pdf/downloads/${d.slug}`, icon: 'pdf', topLineText: d.title, newWindow: true, createdAt: ago(d.daysAgo) })),
  );
  await tx.insert(schema.vlogAssets).values([
    { videoPath: `${CMS}/clip-waves.webm`, imagePath: `${CMS}/vlog-autumn-update.svg`, title: 'Autumn trade update', views: 41, plays: 57, postedAt: ago(3) },
    { videoPath: `${CMS}/clip-orbit.webm`, imagePath: `${CMS}/vlog-display-tips.svg`, title: 'Three display tips for a busy counter', views: 1, plays: 2, postedAt: ago(24) },
    { videoPath: `${CMS}/clip-waves.webm`, imagePath: `${CMS}/vlog-pouches.svg`, title: 'Nicotine pouches explained', views: 128, plays: 160, postedAt: ago(52) },
  ]);
  await tx.insert(schema.videoAssets).values([
    { position: 1, videoPath: `${CMS}/clip-orbit.webm`, imagePath: `${CMS}/video-welcome.svg`, title: 'Welcome to the Trade Portal', description: 'A two-minute tour: ordering, your stock card and the Partner Hub.', isHero: true },
    { position: 2, videoPath: `${CMS}/clip-waves.webm`, imagePath: `${CMS}/video-ordering.svg`, title: 'Ordering in three steps', description: 'Find products, set quantities in outers and check out.', isHero: false },
    { position: 3, videoPath: `${CMS}/clip-orbit.webm`, imagePath: `${CMS}/video-track-trace.svg`, title: 'Your Track and Trace codes', description: 'What the EOID and FID are and where to enter them.', isHero: false },
    { position: 4, videoPath: `${CMS}/clip-waves.webm`, imagePath: `${CMS}/video-evapour.svg`, title: 'The e-vapour category', description: 'Devices, pods and how customers choose between them.', isHero: false },
  ]);
  await tx.insert(schema.popupBanners).values([
    { imagePath: `${CMS}/popup-holiday-cutoff.svg`, title: 'Holiday order cut-off', activeFrom: ago(5), lastModifiedAt: ago(5), isDisplayMultiple: false, assetPath: '/pdf/downloads/holiday-ordering-calendar', cta: 'See the calendar' },
    { videoPath: `${CMS}/clip-orbit.webm`, imagePath: `${CMS}/popup-new-range.svg`, title: 'New in: Nimbus Pod', autoPlay: true, repeatVideoPlay: true, activeFrom: ago(2), lastModifiedAt: ago(2), isDisplayMultiple: true, assetPath: '/place-order', cta: 'Order now' },
  ]);
  await tx.insert(schema.notificationMessages).values([
    { position: 1, title: 'Holiday deliveries', copy: 'Order by 18 December for delivery before Christmas.', linkLabel: 'See the calendar', linkUrl: '/pdf/downloads/holiday-ordering-calendar', backgroundColor: '#0b2341', isSticky: true, forOrdering: true, activeFrom: ago(7) },
    { position: 2, title: 'New price list', copy: 'The November price list is now in the portal.', linkLabel: 'Downloads', linkUrl: '/see-all-downloads', backgroundColor: null, isSticky: false, activeFrom: ago(2) },
    { position: 3, title: 'Track and Trace', copy: 'Add your EOID and FID in My account to keep deliveries moving.', linkLabel: null, linkUrl: null, backgroundColor: '#0f766e', isSticky: false },
  ]);
  await tx.insert(schema.backgroundAssets).values([
    { assetUrl: `${CMS}/background-shopfront.svg`, isVideo: false, isSticky: false },
    { assetUrl: `${CMS}/clip-waves.webm`, isVideo: true, isSticky: false },
  ]);
  await tx.insert(schema.faqs).values(FAQS.map(([question, answer], i) => ({ position: i + 1, question, answer })));
  await tx.insert(schema.partnerContent).values(
    GUIDES.map((g) => ({
      title: g.title, slug: g.slug, summary: g.summary, imagePath: `/assets/p4p/${g.slug}.svg`, assetPath: `/pdf/p4p/${g.slug}`, createdAt: ago(g.daysAgo), isNew: g.isNew,
    })),
  );
  await tx.insert(schema.contactSubjects).values(CONTACT_SUBJECTS.map((title, i) => ({ position: i + 1, title })));
}

/** The FAQs: question, then the answer as HTML. */
const FAQS: [string, string][] = [
  ['How do I place an order?', '<p>Open <a href="/place-order">Place order</a>, set quantities in outers and go to the cart. Check the totals and press <strong>Submit order</strong>.</p>'],
  ['What is the order cut-off time?', '<p>Orders submitted by <strong>4 pm</strong> on a working day are picked that evening. Holiday dates are in the <a href="/see-all-downloads">downloads</a>.</p>'],
  ['Why must I order in outers?', '<p>Products are packed and delivered in outers. Each product shows its <em>minimum order</em> and the step by which quantities go up.</p>'],
  ['Can I change an order after submitting it?', '<p>Yes, while it is <strong>Pending</strong>. Open it in <a href="/my-orders">My orders</a> and choose <em>Edit</em>. Once processed it can no longer change.</p>'],
  ['Where is my invoice?', '<p>Every order in <a href="/my-orders">My orders</a> has an invoice to download as a PDF. A pending order has a pro-forma invoice.</p>'],
  ['What is the stock card?', '<p>Your list of regular products, in your order. Star a product to add it; your BA may suggest quantities.</p><ul><li>Reorder in seconds</li><li>Keep the lines that sell every week</li></ul>'],
  ['What are the EOID and FID?', '<p>Your Track and Trace identifiers: the <strong>EOID</strong> names your business and the <strong>FID</strong> your shop. Enter both in <a href="/my-account">My account</a>.</p>'],
  ['Who is my BA?', '<p>Your business advisor is named in the header with a phone number. They can help with ranges, displays and suggestions.</p>'],
  ['I forgot my password. What now?', '<p>Use <a href="/forgotten-password">Forgotten password</a> on the login page; we email a link that is valid for a limited time.</p>'],
  ['How do I contact customer service?', '<p>Use the form below this list. Choose a subject and, if it is about an order, give its number.</p>'],
];
