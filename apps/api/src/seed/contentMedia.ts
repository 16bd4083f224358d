/**
 * The documents behind the seeded content (ADR 0020): the ten Partner Hub guides (§2.1 /p4p) and the
 * download widgets' PDFs (§2.4, §2.9). Plain data with no imports, shared by the seed (`./content`) and
 * the media script (`apps/api/scripts/media.mjs`), which writes each PDF from these texts.
 */

/** One page of a document: its heading, then its paragraphs. */
export type Section = readonly [heading: string, ...paragraphs: string[]];

/** A Partner Hub guide: served at `/pdf/p4p/{slug}`, its cover at `/assets/p4p/{slug}.svg`. */
export interface Guide {
  slug: string;
  title: string;
  /** The cover's title, with line breaks. */
  cover: string;
  summary: string;
  /** Days before the seed's date that it was published. */
  daysAgo: number;
  isNew: boolean;
  sections: readonly Section[];
}

/** A download widget's document: served at `/pdf/downloads/{slug}`. */
export interface Download {
  slug: string;
  title: string;
  /** Days before the seed's date that it was published. */
  daysAgo: number;
  sections: readonly Section[];
}

/** The ten Partner Hub guides (§2.1 /p4p), newest first; `isNew` ones are NewPartnerContent. */
export const GUIDES: readonly Guide[] = [
  {
    slug: 'display-rules-at-a-glance', title: 'Display rules at a glance', cover: 'Display rules\nat a glance', daysAgo: 4, isNew: true,
    summary: 'What may and may not be on show behind the counter, in one page you can pin up.',
    sections: [
      ['Out of sight', 'Tobacco products stay in a closed unit out of public view. Open the unit only to serve a customer and close it again straight after.', 'Price lists for customers may be shown on request; they carry no images and a single typeface.'],
      ['Signage', 'The statutory age notice is displayed where customers can read it at the till.', 'Promotional material for tobacco is not displayed in the shop. E-vapour material follows its own rules: check the latest notice.'],
      ['Checks', 'Walk the counter at opening: doors closed, notice in place, no leftover point-of-sale material.', 'Keep a short log of the check; it helps when an inspector calls.'],
    ],
  },
  {
    slug: 'checking-age-at-the-till', title: 'Checking age at the till', cover: 'Checking age\nat the till', daysAgo: 9, isNew: true,
    summary: 'A simple routine for asking for ID, the documents to accept and how to refuse a sale calmly.',
    sections: [
      ['The rule', 'No tobacco or nicotine product is sold to anyone under 18. If a customer looks under 25, ask for ID every time.', 'Accept a passport, a photo driving licence or a national age card.'],
      ['Refusing a sale', 'Stay polite and brief: explain that the law requires proof of age and that you cannot make the sale without it.', 'Record the refusal in the refusals book with the time and a short description.'],
      ['Training', 'Every member of staff who works the till reads this guide and signs the training record.', 'Repeat the training every six months and when the rules change.'],
    ],
  },
  {
    slug: 'track-and-trace-for-retailers', title: 'Track and Trace for retailers', cover: 'Track and Trace\nfor retailers', daysAgo: 15, isNew: true,
    summary: 'What your EOID and FID are, where to find them and how to add them to your account.',
    sections: [
      ['Your codes', 'The Economic Operator Identifier (EOID) names your business; each shop has its own Facility Identifier (FID).', 'Both are issued by the national ID issuer; keep the confirmation email.'],
      ['Adding them', 'Open My account in the Trade Portal and enter both codes exactly as issued. The portal checks their format before saving.', 'Until the codes are on file, a notice reminds you on every page.'],
      ['Deliveries', 'Every pack delivered to you is scanned against your FID. A wrong code can hold up a delivery, so check them twice.', 'Moving premises? Apply for a new FID before the move.'],
    ],
  },
  {
    slug: 'merchandising-e-vapour', title: 'Merchandising e-vapour', cover: 'Merchandising\ne-vapour', daysAgo: 23, isNew: false,
    summary: 'How to lay out devices, pods and liquids so customers find what they need quickly.',
    sections: [
      ['Group by system', 'Keep each device next to its pods. Customers shop by the device they own, not by flavour.', 'Put starter kits at eye level and refills beside them.'],
      ['Keep it full', 'Gaps on the shelf cost sales. Use your stock card to reorder the lines that sell every week.', 'Rotate stock so the oldest packs are sold first.'],
      ['Information', 'Keep the product leaflets to hand: customers switching from cigarettes often ask for advice.', 'Check the age of every customer, as for tobacco.'],
    ],
  },
  {
    slug: 'nicotine-pouches-primer', title: 'Nicotine pouches: a primer', cover: 'Nicotine pouches:\na primer', daysAgo: 31, isNew: false,
    summary: 'The category in brief: who buys pouches, the strengths and how to store them.',
    sections: [
      ['The product', 'A pouch is a small white sachet placed under the lip. It holds nicotine, plant fibres and flavouring; no tobacco.', 'Strengths are shown in milligrams per pouch; stock a low, a medium and a strong option.'],
      ['Storage', 'Keep cans cool and away from sunlight; they keep best below 25 °C.', 'Check the best-before date on delivery and sell the oldest first.'],
      ['Selling', 'Pouches are for adults only: check the age of every customer.', 'Place them next to the e-vapour range, where switching customers look first.'],
    ],
  },
  {
    slug: 'stock-rotation-and-storage', title: 'Stock rotation and storage', cover: 'Stock rotation\nand storage', daysAgo: 44, isNew: false,
    summary: 'First in, first out: keeping the back room in order and the products in condition.',
    sections: [
      ['First in, first out', 'New deliveries go behind the packs already on the shelf. Date the outers as they arrive.', 'A monthly count catches slow lines before they go stale.'],
      ['Conditions', 'Store tobacco in a dry room away from heaters. Humidity spoils roll-your-own tobacco quickly.', 'Keep cigars in their boxes, closed, at room temperature.'],
      ['Security', 'The stock room stays locked; only named staff hold keys.', 'Count high-value lines at every shift change.'],
    ],
  },
  {
    slug: 'reducing-shrinkage', title: 'Reducing shrinkage', cover: 'Reducing\nshrinkage', daysAgo: 58, isNew: false,
    summary: 'Practical steps against theft and loss at the counter and in the stock room.',
    sections: [
      ['At the counter', 'Serve tobacco from behind the counter only, one customer at a time.', 'Keep the unit closed and the keys on the till operator.'],
      ['Deliveries', 'Check the delivery against the order before signing: outers, not packs.', 'Report a shortage through the portal the same day.'],
      ['Records', 'Compare sales with stock every week; a gap that grows needs a closer look.', 'Your BA can help review the numbers.'],
    ],
  },
  {
    slug: 'spotting-illicit-products', title: 'Spotting illicit products', cover: 'Spotting illicit\nproducts', daysAgo: 76, isNew: false,
    summary: 'The signs of counterfeit and smuggled tobacco, and what to do when you are offered it.',
    sections: [
      ['The signs', 'Missing or foreign health warnings, no tax stamp, spelling mistakes, a price far below the list.', 'Packs that feel or smell different from the usual product.'],
      ['When offered', 'Never buy stock outside your approved suppliers, whatever the price.', 'Note what you can (vehicle, time, description) and report it.'],
      ['Why it matters', 'Illicit products are sold to anyone, including children, and take sales from legitimate shops.', 'Buying them risks your licence and your business.'],
    ],
  },
  {
    slug: 'returns-and-damaged-stock', title: 'Returns and damaged stock', cover: 'Returns and\ndamaged stock', daysAgo: 95, isNew: false,
    summary: 'What to do with a damaged delivery, an error in an order or a product recall.',
    sections: [
      ['Damaged on arrival', 'Note the damage on the delivery docket and photograph it before opening further.', 'Contact customer service through the portal with the order number.'],
      ['Order errors', 'A wrong product or quantity is credited once reported; keep the outers sealed.', 'Reports within two working days are handled fastest.'],
      ['Recalls', 'Recall notices appear in the notification strip of the portal. Take the product off sale at once.', 'Your BA arranges the collection.'],
    ],
  },
  {
    slug: 'getting-the-most-from-the-portal', title: 'Getting the most from the portal', cover: 'Getting the most\nfrom the portal', daysAgo: 120, isNew: false,
    summary: 'Ordering quickly with the stock card, reordering from history and editing pending orders.',
    sections: [
      ['The stock card', 'Star the products you order every week: the stock card lists them in your order, ready for quantities.', 'Suggestions from your BA appear on the stock card too.'],
      ['Reordering', 'My orders lists your history; open an order and reorder it in one step. Unavailable products are named.', 'A pending order can be edited until it is processed.'],
      ['Help', 'The help bot answers the common questions; the contact form reaches our team.', 'Your BA and territory manager are named in the header.'],
    ],
  },
];

/** The download widgets' documents (§2.4, §2.9), each dated `daysAgo` before the seed. */
export const DOWNLOADS: readonly Download[] = [
  { slug: 'price-list-november', title: 'Price list: November', daysAgo: 2, sections: [['Price list', 'Prices per outer, net of VAT, valid from the first of the month. The portal always shows the current price.', 'New lines are marked; withdrawn lines are listed at the end.']] },
  { slug: 'holiday-ordering-calendar', title: 'Holiday ordering calendar', daysAgo: 6, sections: [['Cut-off dates', 'Orders placed by 18 December are delivered before Christmas. Deliveries resume on 2 January.', 'Plan larger orders early: stock of the most popular lines is limited in the last week.']] },
  { slug: 'new-products-autumn', title: 'New products: autumn', daysAgo: 13, sections: [['New this season', 'Nimbus Pod refills in two new flavours, Harbour Blue in a 20-pack and Drift rolling tobacco in a 50 g pouch.', 'All are on the price list and can be ordered now.']] },
  { slug: 'retailer-newsletter-autumn', title: 'Retailer newsletter: autumn', daysAgo: 27, sections: [['News', 'The portal now keeps your cart between sessions and lets you edit a pending order.', 'Our Partner Hub has three new guides this season.']] },
  { slug: 'display-compliance-checklist', title: 'Display compliance checklist', daysAgo: 40, sections: [['Daily checklist', 'Unit closed. Age notice in place. No promotional material. Refusals book up to date.', 'Sign and date the sheet each morning.']] },
  { slug: 'track-and-trace-quick-guide', title: 'Track and Trace quick guide', daysAgo: 55, sections: [['Quick guide', 'Your EOID names the business, the FID the shop. Enter both in My account.', 'Questions? Use the contact form and choose Track and Trace.']] },
  { slug: 'price-list-october', title: 'Price list: October', daysAgo: 33, sections: [['Price list', 'Prices per outer, net of VAT, valid for October. Kept for reference.', 'The current list replaces it.']] },
];
