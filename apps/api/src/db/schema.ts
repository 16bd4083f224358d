/**
 * Database schema (drizzle-orm, PostgreSQL dialect), shared by PGlite and PostgreSQL.
 * Money is stored in integer cents so sums are exact; the API sends EUR numbers (ADR 0001).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** When the emailed verification link was followed (§2.2 /verify-account); null: cannot log in yet. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** A temporary password set by the manufacturer: the first-time-login guide (/password) comes first. */
  passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  /** Marketing emails wanted (/my-account); opted in until the user says otherwise, as the survey's opt-in (§5). */
  marketingOptIn: boolean('marketing_opt_in').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use emailed links (§2.2 /verify-account, /reset-password; /my-account's email change):
 * the SHA-256 of the code only, with its purpose and expiry; `used_at` is set when followed, `replaced_at`
 * when a newer link of the same purpose took its place, so a used link can be told from a replaced or
 * expired one (ADR 0032). The rows stay for an hour at least: they are what the per-address mail limit counts.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A newer link of the same purpose was sent: this one no longer works, though it was never used. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** 'email-change' only: the new login address the link was sent to, normalised (trimmed, lower case). */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_links_user_idx').on(t.userId, t.purpose),
    index('email_links_new_email_idx').on(t.newEmail),
    check('email_links_purpose', sql`${t.purpose} in ('verify', 'reset', 'email-change')`),
    check('email_links_new_email', sql`(${t.purpose} = 'email-change') = (${t.newEmail} is not null)`),
  ],
);

/** A store (§3 Account). */
export const accounts = pgTable('accounts', {
  jtiAccountId: text('jti_account_id').primaryKey(),
  accountName: text('account_name').notNull(),
  addressLine1: text('address_line1').notNull(),
  tierAccessLevel: integer('tier_access_level').notNull().default(2),
  isTrackAndTrace: boolean('is_track_and_trace').notNull().default(false),
  /** Track and Trace economic-operator identifier (§1, §5); null until submitted. */
  eoid: text('eoid'),
  /** Track and Trace facility identifier (§1, §5); null until submitted. */
  fid: text('fid'),
  /** The stock-card access check (§2.5, §6). */
  hasStockCard: boolean('has_stock_card').notNull().default(false),
  employeeName: text('employee_name').notNull(),
  employeeMobilePhone: text('employee_mobile_phone').notNull(),
  /** Weekly order cut-off (ADR 0028): ISO weekday, 1 Monday … 7 Sunday. */
  cutOffWeekday: integer('cut_off_weekday').notNull().default(4),
  /** Weekly order cut-off: wall-clock 'HH:mm' in `timeZone`. */
  cutOffTime: text('cut_off_time').notNull().default('16:00'),
  /** The store's IANA time zone. */
  timeZone: text('time_zone').notNull().default('Europe/Dublin'),
}, (t) => [
  check('accounts_cut_off_weekday', sql`${t.cutOffWeekday} between 1 and 7`),
  check('accounts_cut_off_time', sql`${t.cutOffTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
]);

/**
 * A store's one-time registration codes (ADR 0032): the proof, given to the store outside the
 * portal (its welcome letter, its business advisor), that a registrant belongs to it. Only the SHA-256 of
 * the normalised code ('KQ7M-3XPR-9WHT') is kept. A code is used up by the registration it proves
 * (`used_at`, `used_by_user_id`) or retired when a newer one is issued (`retired_at`); a store has at most
 * one code that is neither.
 */
export const registrationCodes = pgTable(
  'registration_codes',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.jtiAccountId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByUserId: integer('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('registration_codes_account_idx').on(t.accountId),
    uniqueIndex('registration_codes_one_active').on(t.accountId).where(sql`${t.usedAt} is null and ${t.retiredAt} is null`),
  ],
);

export const userAccounts = pgTable(
  'user_accounts',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull().references(() => accounts.jtiAccountId, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);

/** Opaque bearer tokens, stored as SHA-256 hashes with an expiry. */
export const tokens = pgTable(
  'tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tokens_user_idx').on(t.userId)],
);

/** The catalogue (§3 Product). */
export const products = pgTable('products', {
  sku: text('sku').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  category: text('category').notNull(),
  priceOuterCents: integer('price_outer_cents').notNull(),
  pricePackRrpCents: integer('price_pack_rrp_cents').notNull(),
  packSize: integer('pack_size').notNull(),
  packBarCode: text('pack_bar_code').notNull(),
  /** The outer's (case's) EAN-13 (scanned on quick order); null where the catalogue has none. */
  outerBarCode: text('outer_bar_code'),
  outerImage: text('outer_image').notNull(),
  minimumOrder: integer('minimum_order').notNull(),
  minimumOrderIncremental: integer('minimum_order_incremental').notNull(),
  outOfStock: boolean('out_of_stock').notNull().default(false),
  priceListOrder: integer('price_list_order').notNull(),
  stockCardOrder: integer('stock_card_order').notNull(),
  isArchived: boolean('is_archived').notNull().default(false),
  lowStock: boolean('low_stock').notNull().default(false),
  hasPrizes: boolean('has_prizes').notNull().default(false),
  isFastestGrowingProduct: boolean('is_fastest_growing_product').notNull().default(false),
  discount: integer('discount').notNull().default(0),
  hasBeenBoughtByText: text('has_been_bought_by_text'),
  isBestSeller: boolean('is_best_seller').notNull().default(false),
  newArrival: boolean('new_arrival').notNull().default(false),
});

/** Bumped whenever the catalogue changes, so the in-memory copy and its ETag refresh. */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/** The back-end cart (§3), one per account. */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  accountId: text('account_id').notNull().unique().references(() => accounts.jtiAccountId, { onDelete: 'cascade' }),
  pendingOrderNumber: text('pending_order_number'),
  /** When the cart was made, last cleared or checked out; line changes leave it, so that a quantity change writes one row. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().references(() => products.sku),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('cart_lines_cart_sku').on(t.cartId, t.sku)],
);

export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

/** Orders (§3 Order); totals in cents. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    accountId: text('account_id').notNull().references(() => accounts.jtiAccountId, { onDelete: 'cascade' }),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    status: integer('status').notNull(),
    totalItems: integer('total_items').notNull(),
    subTotalCents: integer('sub_total_cents').notNull(),
    vatTotalCents: integer('vat_total_cents').notNull(),
    orderTotalCents: integer('order_total_cents').notNull(),
    idempotencyKey: text('idempotency_key'),
    /**
     * SHA-256 (hex) of what the request with `idempotencyKey` asked for: its cart id and confirmed lines
     *. A repeat of the key that asks for something else is refused (422), not answered with this order.
     */
    requestHash: text('request_hash'),
    /** The day the delivery is due, in the store's time zone, once dispatched (ADR 0055); null before. */
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    /** When the order was dispatched (ADR 0055); null before. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** When it was delivered at the store (ADR 0055); null before. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('orders_account_date_idx').on(t.accountId, t.orderDate), uniqueIndex('orders_account_idempotency').on(t.accountId, t.idempotencyKey)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    priceOuterCents: integer('price_outer_cents').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * A delivered order's check-in (ADR 0055): one per order, sent once; `requestHash` is the SHA-256 of what
 * was sent, so a repeat of its Idempotency-Key with another body is refused.
 */
export const deliveryCheckIns = pgTable('delivery_check_ins', {
  orderId: integer('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash').notNull(),
});

/**
 * What a check-in counted: each line of the order (`sku`, `onOrder`), and each code scanned that was not on
 * it (`code`, with `sku` when the catalogue knows it). Outers.
 */
export const deliveryCheckInLines = pgTable(
  'delivery_check_in_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => deliveryCheckIns.orderId, { onDelete: 'cascade' }),
    onOrder: boolean('on_order').notNull(),
    sku: text('sku'),
    code: text('code'),
    received: integer('received').notNull(),
  },
  (t) => [index('delivery_check_in_lines_order_idx').on(t.orderId), check('delivery_check_in_lines_received', sql`${t.received} between 0 and 999`)],
);

/**
 * A claim on a delivered order (ADR 0055): one per order, sent within 48 hours of delivery; `status` moves
 * from UnderReview to Accepted or Rejected once (or is Accepted when sent). Net in cents.
 */
export const deliveryClaims = pgTable(
  'delivery_claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    netCents: integer('net_cents').notNull(),
    note: text('note'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
  },
  (t) => [check('delivery_claims_status', sql`${t.status} in ('UnderReview', 'Accepted', 'Rejected')`)],
);

/** A claimed line: the outers and why; `receivedInstead*` for a wrong product. Net in cents. */
export const deliveryClaimLines = pgTable(
  'delivery_claim_lines',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull().references(() => deliveryClaims.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    reason: text('reason').notNull(),
    outers: integer('outers').notNull(),
    netCents: integer('net_cents').notNull(),
    receivedInsteadCode: text('received_instead_code'),
    receivedInsteadSku: text('received_instead_sku'),
  },
  (t) => [
    index('delivery_claim_lines_claim_idx').on(t.claimId),
    check('delivery_claim_lines_reason', sql`${t.reason} in ('Short', 'Damaged', 'WrongProduct', 'OutOfDate')`),
    check('delivery_claim_lines_outers', sql`${t.outers} between 1 and 999`),
  ],
);

/** A claim's history: sent, then each decision with the manufacturer's reason, oldest first. */
export const deliveryClaimEvents = pgTable(
  'delivery_claim_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull().references(() => deliveryClaims.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
  },
  (t) => [index('delivery_claim_events_claim_idx').on(t.claimId)],
);

/**
 * A claim's photo, re-encoded and kept under a random name (`id`, also the file's name) until its claim is
 * sent, then the claim's (`claimId`, with the line's SKU).
 */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id').references(() => deliveryClaims.id, { onDelete: 'cascade' }),
    sku: text('sku'),
    receivedBytes: integer('received_bytes').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('claim_photos_order_idx').on(t.orderId)],
);

/** Credit notes' numbers: `CN` and this sequence, six digits (`creditNoteNumber`). */
export const creditNoteNumbers = pgSequence('credit_note_seq', { startWith: 1 });

/** The credit note of an accepted claim (ADR 0055): `CN` and its sequence; cents. */
export const creditNotes = pgTable('credit_notes', {
  id: serial('id').primaryKey(),
  number: text('number').notNull().unique(),
  claimId: integer('claim_id').notNull().unique().references(() => deliveryClaims.id, { onDelete: 'cascade' }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  subTotalCents: integer('sub_total_cents').notNull(),
  vatTotalCents: integer('vat_total_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
});

/** The account's stock card (§1, §2.1 /stock-card): saved products in their StockCardOrder. */
export const stockCardItems = pgTable(
  'stock_card_items',
  {
    accountId: text('account_id').notNull().references(() => accounts.jtiAccountId, { onDelete: 'cascade' }),
    sku: text('sku').notNull().references(() => products.sku),
    /** StockCardOrder on this card: 1, 2, 3… */
    position: integer('position').notNull(),
    /** Shelf count to order (ADR 0029): the packs the retailer keeps on the shelf; null until set. */
    targetPacks: integer('target_packs'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.sku] }), check('stock_card_items_target_packs', sql`${t.targetPacks} is null or ${t.targetPacks} between 1 and 9999`)],
);

/** Stock card tour progress, per user (§3 Stock card tour, §4). */
export const stockCardTours = pgTable('stock_card_tours', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  completed: boolean('completed').notNull().default(false),
  step: integer('step').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A brand-ambassador (BA) or territory-manager (TM) suggestion for an account (§1, §3 Suggested products). */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.jtiAccountId, { onDelete: 'cascade' }),
    /** 'BA' or 'TM'. */
    source: text('source').notNull(),
    baName: text('ba_name').notNull(),
    agreedDate: timestamp('agreed_date', { withTimezone: true }).notNull(),
    additionalInfo: text('additional_info').notNull(),
    /** 'open', 'added' or 'dismissed': a suggestion is added or dismissed once. */
    status: text('status').notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('suggestions_account_idx').on(t.accountId, t.agreedDate)],
);

export const suggestionLines = pgTable(
  'suggestion_lines',
  {
    suggestionId: integer('suggestion_id').notNull().references(() => suggestions.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().references(() => products.sku),
    /** Outers. */
    stockReplenishedQuantity: integer('stock_replenished_quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.sku] })],
);

/** Back-in-stock and product popup banners by page (§2.13, §7 ProductPopUp). */
export const productPopups = pgTable(
  'product_popups',
  {
    id: serial('id').primaryKey(),
    /** A page name of §7 Surveys: 'Place Order', 'Cart'… */
    section: text('section').notNull(),
    /** 'BackInStock' or 'Product'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    sku: text('sku').notNull().references(() => products.sku),
    position: integer('position').notNull().default(0),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
  },
  (t) => [index('product_popups_section_idx').on(t.section)],
);

/**
 * A feedback survey of one page (§2.12, §3 Survey, §7 Surveys; ADR 0019). Its HTML texts are stored as
 * written and sanitised by the portal. Offered from `activeFrom` (inclusive) until `activeTo` (exclusive),
 * either open-ended when null.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    /** A page name of §7 Surveys ('Home', 'Cart'…), exactly as the `section` enum of GetActiveSurvey spells it. */
    section: text('section').notNull(),
    /** For the people who manage surveys; the portal shows the HTML texts, not this. */
    title: text('title').notNull(),
    startHtml: text('start_html').notNull(),
    termsHtml: text('terms_html').notNull(),
    emailHtml: text('email_html').notNull(),
    stickyHtml: text('sticky_html').notNull(),
    onClosePopupStickyHtml: text('on_close_popup_sticky_html').notNull(),
    /** Among a page's eligible surveys the lowest position is offered first. */
    position: integer('position').notNull().default(0),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
  },
  (t) => [index('surveys_section_idx').on(t.section)],
);

/** A survey's audience: the stores it is meant for. A survey without rows here is meant for every store. */
export const surveyAccounts = pgTable(
  'survey_accounts',
  {
    surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull().references(() => accounts.jtiAccountId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.accountId] })],
);

/**
 * A survey question (§3): type 1 choice (`multipleSelections`, `maxSelections` null = 2 in the widget, §5),
 * 2 rating 1–5 (no options), 3 free text (no options).
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    type: integer('type').notNull(),
    multipleSelections: boolean('multiple_selections').notNull().default(false),
    maxSelections: integer('max_selections'),
  },
  (t) => [
    index('survey_questions_survey_idx').on(t.surveyId, t.position),
    check('survey_questions_type', sql`${t.type} in (1, 2, 3)`),
    check('survey_questions_max_selections', sql`${t.maxSelections} is null or ${t.maxSelections} >= 1`),
  ],
);

/** An answer option of a choice question, in its position order. */
export const surveyAnswerOptions = pgTable(
  'survey_answer_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').notNull().references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('survey_answer_options_question_idx').on(t.questionId, t.position)],
);

/**
 * Where one user stands with one survey (§4 Survey): when they entered it, closed it from the modal or the
 * side panel, closed the sticky panel (not offered again) and completed it (not offered again). Per user,
 * not per store: the person answers, whichever store is chosen.
 */
export const surveyProgress = pgTable(
  'survey_progress',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    /** The store chosen at the last report. */
    accountId: text('account_id').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    stickyClosedAt: timestamp('sticky_closed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.surveyId] })],
);

/**
 * A user's answer to one question; answering again replaces it. `answerIds` are the chosen options of a
 * choice question; `custom` the rating ('1'…'5') or the free text (line breaks made spaces, ≤ 2000 characters).
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull().references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    /** The store chosen when the answer was given. */
    accountId: text('account_id').notNull(),
    answerIds: integer('answer_ids').array().notNull().default(sql`'{}'::integer[]`),
    custom: text('custom'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('survey_responses_survey_idx').on(t.surveyId, t.userId)],
);

/** The email a user left at the end of a survey (§5), with the marketing opt-in; the last one given counts. */
export const surveyEmails = pgTable(
  'survey_emails',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    email: text('email').notNull(),
    optIn: boolean('opt_in').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.surveyId] })],
);

/** A help bot question (§2.8, §3 Helpbot question); id 0 is the root the chat starts with. */
export const helpbotQuestions = pgTable('helpbot_questions', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
});

/** An answer of a help bot question: either the next question or a link into the portal (`#/…`), never both. */
export const helpbotAnswers = pgTable(
  'helpbot_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').notNull().references(() => helpbotQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    nextQuestionId: integer('next_question_id').references(() => helpbotQuestions.id),
    ctaLink: text('cta_link'),
  },
  (t) => [
    index('helpbot_answers_question_idx').on(t.questionId, t.position),
    check('helpbot_answers_target', sql`(${t.nextQuestionId} is null) <> (${t.ctaLink} is null)`),
  ],
);

// ── Content (§2.2, §2.4, §2.9, §3, §7 CMS and content; ADR 0020) ────────────────────────────────────
// Rows whose §3 entity has ActiveFrom (popup banners) or a date window in practice (banners, pods,
// downloads, notifications) carry `active_from` (inclusive) and `active_to` (exclusive), either open-ended
// when null. Every content write bumps `content_version`, so each server's in-memory copy re-reads.

/** One row (id 1): bumped by every content write, so the in-memory content copy knows to re-read. */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/** The home hero banner (§2.9, §3 Hero banner); the active one with the latest `active_from` shows. */
export const heroBanners = pgTable('hero_banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  imagePath: text('image_path').notNull(),
  /** CSS colours, e.g. '#0b2341'. */
  colorBg: text('color_bg').notNull(),
  colorText: text('color_text').notNull(),
  link: text('link').notNull(),
  newWindow: boolean('new_window').notNull().default(false),
  cta: text('cta').notNull(),
  info: text('info').notNull(),
  /** The small print (`info`) speaks to stores that order ('Order by 18 December…'): left out at TierAccessLevel 3 (§6). */
  infoForOrdering: boolean('info_for_ordering').notNull().default(false),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
});

/** A home pod of the carousel (§2.9, §3 Home pod): `title` and `description` are HTML. */
export const homePods = pgTable('home_pods', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  videoPath: text('video_path'),
  imagePath: text('image_path'),
  title: text('title').notNull(),
  description: text('description').notNull(),
  colorText: text('color_text'),
  link: text('link').notNull(),
  cta: text('cta').notNull(),
  ctaColour: text('cta_colour'),
  openSurvey: boolean('open_survey').notNull().default(false),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
});

/** A PDF download (§2.4 widget row, §2.9 home downloads, §3 Download widget); newest `created_at` first. */
export const downloadWidgets = pgTable('download_widgets', {
  id: serial('id').primaryKey(),
  assetPath: text('asset_path').notNull(),
  icon: text('icon').notNull(),
  topLineText: text('top_line_text').notNull(),
  newWindow: boolean('new_window').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
});

/** A vlog (§2.9 Latest Vlog, /vlogs, §3 Latest vlog) with its view and play counts. */
export const vlogAssets = pgTable('vlog_assets', {
  id: serial('id').primaryKey(),
  videoPath: text('video_path').notNull(),
  imagePath: text('image_path').notNull(),
  title: text('title').notNull(),
  /** Views: one per browser session per vlog (ADR 0020). */
  views: integer('views').notNull().default(0),
  /** Plays: every play counts. */
  plays: integer('plays').notNull().default(0),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
});

/** The sessions that have viewed a vlog: the SHA-256 of the bearer token, so a session counts one view (ADR 0020). */
export const vlogViews = pgTable(
  'vlog_views',
  {
    vlogId: integer('vlog_id').notNull().references(() => vlogAssets.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vlogId, t.sessionHash] })],
);

/** A video of the library (§2.1 /videos, §3 Video asset); one `is_hero` leads the page. */
export const videoAssets = pgTable('video_assets', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  videoPath: text('video_path').notNull(),
  imagePath: text('image_path').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  isHero: boolean('is_hero').notNull().default(false),
});

/** A popup banner (§3 Popup banner): image or video, shown from `active_from`, once unless `is_display_multiple`. */
export const popupBanners = pgTable('pop_up_banners', {
  id: serial('id').primaryKey(),
  imagePath: text('image_path'),
  videoPath: text('video_path'),
  title: text('title').notNull(),
  autoPlay: boolean('auto_play').notNull().default(false),
  repeatVideoPlay: boolean('repeat_video_play').notNull().default(false),
  activeFrom: timestamp('active_from', { withTimezone: true }).notNull(),
  activeTo: timestamp('active_to', { withTimezone: true }),
  lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull(),
  isDisplayMultiple: boolean('is_display_multiple').notNull().default(false),
  assetPath: text('asset_path'),
  cta: text('cta'),
});

/** A notification message (§2.2 slider, §2.5 strip, §3 Notification message). */
export const notificationMessages = pgTable('notification_messages', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  copy: text('copy').notNull(),
  linkLabel: text('link_label'),
  linkUrl: text('link_url'),
  backgroundColor: text('background_color'),
  isSticky: boolean('is_sticky').notNull().default(false),
  /** The message speaks to stores that order ('Order by 18 December…'): not shown at TierAccessLevel 3 (§6). */
  forOrdering: boolean('for_ordering').notNull().default(false),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
});

/** A background of the public template (§2.2, §3 Background asset): an image or a video, never both. */
export const backgroundAssets = pgTable(
  'background_assets',
  {
    id: serial('id').primaryKey(),
    assetUrl: text('asset_url').notNull(),
    isVideo: boolean('is_video').notNull(),
    isSticky: boolean('is_sticky').notNull().default(false),
  },
);

/** A question of the Help screen (§2.1 /faqs); `answer` is HTML. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
});

/** A Partner Hub guide (§2.1 /p4p): its PDF is served at `/pdf/p4p/{slug}`, its thumbnail under `/assets/p4p/`. */
export const partnerContent = pgTable('partner_content', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  summary: text('summary').notNull(),
  imagePath: text('image_path').notNull(),
  assetPath: text('asset_path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  isNew: boolean('is_new').notNull().default(false),
});

/** A Partner Hub guide opened or downloaded (§7 Track/PartnerContent), by whom and for which store. */
export const partnerContentDownloads = pgTable(
  'partner_content_downloads',
  {
    id: serial('id').primaryKey(),
    partnerContentId: integer('partner_content_id').notNull().references(() => partnerContent.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('partner_content_downloads_content_idx').on(t.partnerContentId)],
);

/** A subject of the contact forms (§7 Contact GetSubjectTitles), in its order. */
export const contactSubjects = pgTable('contact_subjects', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull().unique(),
});

/**
 * A message sent through a contact form (§7 Contact): logged in (`user_id`, `account_id`, optional
 * `order_no`) or public (`name`, `email`). Stored only until the accounts work adds the mail transport.
 */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  accountId: text('account_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  orderNo: text('order_no'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
