/**
 * The parts of /cart shown only when there is something in them: the 'Before you checkout' step's
 * component (§2.1), 'Not available' (§4 Cart loading) and 'Did you forget?'. One module, so
 * the page carries one lazy import for them (see CartPage).
 */
export { BeforeYouCheckout } from '@trade-portal/ui';
export { UnavailableSection } from './UnavailableSection';
export { DidYouForgetSection } from './DidYouForgetSection';
