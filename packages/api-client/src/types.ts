/**
 * Short names for the wire types of openapi.yaml (generated into `./generated/schema`). Field names keep
 * the spec's spelling; money is EUR as a number, quantities are outers, dates ISO 8601 strings.
 */
import type { components, operations, paths } from './generated/schema';

export type { components, operations, paths };

type Schemas = components['schemas'];

/** Every operationId of the contract (`getAllProducts`, `submitOrder`, …). */
export type OperationId = keyof operations;

/** The JSON request body of an operation, for the bodies openapi.yaml declares in place rather than as a schema. */
type JsonBody<Op extends OperationId> = operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The error body of every failed call, and the body of calls that only acknowledge: `{ Message }` (§8). */
export type ApiErrorBody = Schemas['Error'];
/** `POST /Token` answer: access_token, token_type (sent back verbatim), expires_in (seconds), userName (§3). */
export type TokenResponse = Schemas['TokenResponse'];

/**
 * `POST /api/Account/Register`'s body (§2.2 /register): the names, Email and Password each with its
 * confirmation, the store's JtiAccountId and one-time RegistrationCode, AcceptTerms and IsOver18.
 */
export type RegisterRequest = JsonBody<'register'>;
/**
 * `PUT /api/Account/UpdateAccount`'s body (§2.1 /my-account): FirstName, LastName, Email, MarketingOptIn,
 * and CurrentPassword when Email differs from the login.
 */
export type UpdateAccountRequest = JsonBody<'updateAccount'>;
/** `POST /api/ContactUs/Submit`'s body (§2.2 /contact-us): name, email, subject, message. */
export type PublicContactRequest = JsonBody<'submitContactPublic'>;
/** `POST /api/ContactUs/SubmitLoggedIn`'s body (§7 Contact): subject, message and an optional order_no. */
export type ContactRequest = JsonBody<'submitContactLoggedIn'>;
/** `PATCH /api/BackEndCart`'s body (§4 Saved cart): BackEndCartDetails, each a SKU and its Quantity in outers (0 removes it). */
export type SetCartLinesRequest = JsonBody<'setBackEndCartLines'>;
/** `POST /api/Survey/submit`'s body (§2.12, §5): SurveyId, QuestionId, and Answers (AnswerId or Custom text). */
export type SurveyAnswerRequest = JsonBody<'submitSurveyAnswer'>;

/** A store the user may order for: JtiAccountId, AccountName, AddressLine1, TierAccessLevel (3 restricted) (§3). */
export type UserAccount = Schemas['UserAccount'];
/** The §3 Account entity; the same shape as {@link UserAccount}. */
export type Account = Schemas['Account'];
/** The account's business advisor; EmployeeMobilePhone is the info bar's 'BA' tap-to-call number (§2.5). */
export type TmeAccount = Schemas['TmeAccount'];
/** The user, the current account and its TmeAccount (§3). */
export type UserInfo = Schemas['UserInfo'];
/** Header data: notification messages, the recent order (or null) and the user info (§3). */
export type HeaderData = Schemas['HeaderData'];

/** Product category code: RMC, RYO, EVAP, NICP, CGR or PIP (§9). */
export type Category = Schemas['Category'];
/** A product sold in outers; PriceOuter EUR net of VAT, PricePackRrp EUR per pack, Discount percent (§3). */
export type Product = Schemas['Product'];
/** One BA-suggested product: StockReplenishedQuantity (outers) and ProductDetails (§3). */
export type SuggestedProduct = Schemas['SuggestedProduct'];
/** A BA visit's suggestion: AgreedDate, AdditionalInfo, BAName, SuggestedProducts[] (§3). */
export type SuggestedProducts = Schemas['SuggestedProducts'];
/** Stock card tour progress: Completed, Step (§3, §4). */
export type StockCardTour = Schemas['StockCardTour'];

/** The server-held cart with its lines and totals (TotalItems outers; SubTotal, VatTotal, OrderTotal EUR) (§3). */
export type BackEndCart = Schemas['BackEndCart'];
/** One cart line: BackEndCartDetailsId, SKU, Product, Quantity (outers), PriceOuter and LineTotal (EUR net). */
export type BackEndCartDetail = Schemas['BackEndCartDetail'];

/** A cart line kept whose product cannot be ordered now; Reason OutOfStock, Archived or Withdrawn (§4 Cart loading). */
export type UnavailableCartDetail = Schemas['UnavailableCartDetail'];

/** An order; Status 0 Submitted, 1 Pending, 2 Processing, 3 Cancelled; OrderTotal EUR with VAT (§3, §4). */
export type Order = Schemas['Order'];
export type OrderDeliveryClaim = Schemas['OrderDeliveryClaim'];
export type DeliveryCheckIn = Schemas['DeliveryCheckIn'];
export type DeliveryLine = Schemas['DeliveryLine'];
export type UnexpectedOuter = Schemas['UnexpectedOuter'];
export type DeliveryClaim = Schemas['DeliveryClaim'];
export type DeliveryClaimLine = Schemas['DeliveryClaimLine'];
export type DeliveryClaimRequest = Schemas['DeliveryClaimRequest'];
export type DeliveryClaimStatus = Schemas['DeliveryClaimStatus'];
export type ClaimPhoto = Schemas['ClaimPhoto'];
export type CreditNote = Schemas['CreditNote'];
export type DeliveryCheckInRequest = Schemas['DeliveryCheckInRequest'];
/** A recent order close to the cart (duplicate-order guard): Similarity 0–1, OrderTotal EUR, TotalItems outers. */
export type SimilarOrder = Schemas['SimilarOrder'];
/** A cart line as the retailer confirmed it at checkout: SKU and outers, sent with Submit and the edit-order confirm. */
export type ConfirmedLine = Schemas['ConfirmedLine'];
/** Submit's and the edit-order confirm's 409: Message, and Cart (the cart now) when the cart is not what was confirmed. */
export type CartChanged = Schemas['CartChanged'];
/** A store's weekly order cut-off: Weekday ISO 1–7, Time 'HH:mm' in TimeZone (IANA), NextCutOff ISO 8601. */
export type OrderCutOff = Schemas['OrderCutOff'];
/** A store's usual order: Proposals and LeftOut with their reasons as numbers (weeks, outers), DidYouForget SKUs. */
export type UsualOrder = Schemas['UsualOrder'];
/** A usual-order proposal: Quantity (outers, on the product's steps), MedianQuantity, WeeksOrdered of WeeksConsidered, AlmostEveryWeek. */
export type UsualOrderProposal = Schemas['UsualOrderProposal'];
/** A usual product that cannot be ordered now: Reason OutOfStock, Archived or Withdrawn, and the Alternative (SKU, Product, Quantity in outers) or null. */
export type UsualOrderLeftOut = Schemas['UsualOrderLeftOut'];
/** The spending at a glance: Months (12) and Stores, the asked store first. */
export type OrderInsights = Schemas['OrderInsights'];
/** One store's spending: Months, Quarters, Totals, Pending, TopBySpend, TopByOuters, ThisMonth; EUR and outers, from its invoices. */
export type StoreInsights = Schemas['StoreInsights'];
/** Orders, TotalItems (outers), SubTotal, VatTotal and OrderTotal (EUR): sums of invoices' totals. */
export type InsightsAmounts = Schemas['InsightsAmounts'];
/** One calendar month ('YYYY-MM', store-local): amounts and net spend by Category. */
export type InsightsMonth = Schemas['InsightsMonth'];
/** One calendar quarter ('YYYY-Qn'): amounts, FirstMonth, LastMonth, Complete (false for the current one). */
export type InsightsQuarter = Schemas['InsightsQuarter'];
/** A month's net spend (EUR) and outers in one category (§9 code, or Other). */
export type InsightsCategory = Schemas['InsightsCategory'];
/** A top product: SKU, Product, Category, SubTotal (EUR net) and TotalItems (outers) over the 12 months. */
export type InsightsProduct = Schemas['InsightsProduct'];
/** This month to date against the same days last year, the whole of last year's month, and Change in percent (null without a base). */
export type InsightsMonthOnYear = Schemas['InsightsMonthOnYear'];
/** A stock-card line's target shelf level: TargetPacks in packs, 1–9999, or null. */
export type ShelfTarget = Schemas['ShelfTarget'];
/** One order line: SKU, Product, Quantity (outers), PriceOuter, LineTotal (EUR net), CartAdd (§3). */
export type OrderDetail = Schemas['OrderDetail'];
/** `{ OrderHistory: Order[] }`, newest first (§7). */
export type OrderHistoryResponse = Schemas['OrderHistoryResponse'];
/** Loading an order into the cart: OutersAdded and the UnavailableItems (§3, §8). */
export type ReviewOrderResult = Schemas['ReviewOrderResult'];
/** A product that could not be added again: SKU and Product name (§8). */
export type UnavailableItem = Schemas['UnavailableItem'];

/** A PDF download widget: AssetPath, Icon, TopLineText, NewWindow, CreatedDateTime (§2.4, §3). */
export type DownloadWidget = Schemas['DownloadWidget'];
/** A home pod of the home carousel (§2.9, §3). */
export type HomePod = Schemas['HomePod'];
/** A vlog: VlogAssetId, VideoPath, ImagePath, Title, Views, Posted (§2.9, §3). */
export type LatestVlog = Schemas['LatestVlog'];
/** A video of the library: VideoAssetId, VideoPath, ImagePath, Title, Desc, IsHero (§3). */
export type VideoAsset = Schemas['VideoAsset'];
/** A popup banner (§3). */
export type PopUpBanner = Schemas['PopUpBanner'];
/** A product popup banner with its product, for the quantity control of §2.13. */
export type ProductPopUpBanner = Schemas['ProductPopUpBanner'];
/** A notification message of the banner strip or the public slider (§2.2, §2.5, §3). */
export type NotificationMessage = Schemas['NotificationMessage'];
/** A background image or video of the public template (§2.2, §3). */
export type BackgroundAsset = Schemas['BackgroundAsset'];
/** The home hero banner (§2.9, §3). */
export type HeroBanner = Schemas['HeroBanner'];
/** A FAQ entry; Answer is HTML (§2.1 /faqs). */
export type Faq = Schemas['Faq'];
/** A Partner Hub guide (§2.1 /p4p). */
export type PartnerContent = Schemas['PartnerContent'];

/** A survey with its questions and HTML blocks (§3). */
export type Survey = Schemas['Survey'];
/** The active-survey answer: ShowModal, ShowSticky, HasProvidedEmail and the Survey or null (§3). */
export type SurveyState = Schemas['SurveyState'];
/** A survey question; Type 1 choice, 2 rating, 3 free text (§3, §5). */
export type SurveyQuestion = Schemas['SurveyQuestion'];
/** A survey answer choice: AnswerId, Text (§3). */
export type SurveyAnswer = Schemas['SurveyAnswer'];
/** A help bot question: Text and Answers (§3). */
export type HelpbotQuestion = Schemas['HelpbotQuestion'];
/** A help bot answer: Text and either NextQuestionId or CTALink (§3). */
export type HelpbotAnswer = Schemas['HelpbotAnswer'];
