/**
 * The parts of /cart shown only when there is something in them: the 'Before you checkout' step's
 * component (§2.1) and 'Not available' (§4 Cart loading). One module, so the page carries one lazy
 * import for both (see CartPage).
 */
export { BeforeYouCheckout } from '@trade-portal/ui';
export { UnavailableSection } from './UnavailableSection';
