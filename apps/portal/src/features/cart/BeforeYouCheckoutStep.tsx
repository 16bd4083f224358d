/**
 * The 'Before you checkout' step's component (§2.1), as its own module so /cart loads it only when the
 * step has products to show (see CartPage).
 */
export { BeforeYouCheckout as default } from '@trade-portal/ui';
