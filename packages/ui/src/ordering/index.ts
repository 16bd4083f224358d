/**
 * The ordering components (§2.1, §2.11, §2.13, §2.14, §4, §5, §8, §9): quantity control, product list,
 * toolbar and brand filter, cart lines and summary, checkout steps, order history and summaries.
 * Props in, callbacks out; rules and texts come from @trade-portal/domain.
 */
export * from './QuantityStepper';
export * from './RemovedNotice';
export * from './ConnectionNotice';
export * from './ProductTags';
export * from './ProductListItem';
export * from './ProductList';
export * from './StockCardList';
export * from './ShelfCount';
export * from './DeliveryCheckIn';
export * from './MultiStoreGrid';
export * from './MultiStoreRowSource';
export * from './CreateOrderDialog';
export * from './TourStep';
export * from './ProductToolbar';
export * from './CategoryChips';
export * from './ResultCount';
export * from './ProductListBar';
export * from './BrandFilter';
export * from './CheckoutSteps';
export * from './CartLine';
export * from './CartSummary';
export * from './ProductOffer';
export * from './BeforeYouCheckout';
export * from './UnavailableLines';
export * from './SuggestionDialog';
export * from './ProductPopupBanner';
export * from './OrderStatusPill';
export * from './OrderCutOff';
export * from './OrderFilter';
export * from './InvoiceButton';
export * from './OrderList';
export * from './OrderSummary';
export * from './QuickOrder';
export * from './UsualOrderDialog';
export * from './UsualOrderAdded';
export * from './DidYouForget';
