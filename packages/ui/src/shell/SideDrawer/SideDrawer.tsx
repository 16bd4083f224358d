import { lazyComponent, lazyPart } from '../../primitives/lazyPart';

export type { FilterDrawerProps, FilterProductsDrawerProps, SideDrawerProps, SideDrawerType, StoreDrawerProps } from './SideDrawerLayer';

/**
 * The side drawer of §2.11: one modal sheet, from the right on desktop (932 px and up) and from the
 * bottom on phones (the `Drawer` primitive), with one of three types (§3 client state 'Drawer: type and
 * isOpen'):
 * - `STORE` 'Switch store': the user's stores as buttons (AccountName, 'Account {JtiAccountId} ·
 *   AddressLine1'), the current one marked 'Current store' (`aria-current`, `data-current`); choosing
 *   another switches (`onSwitch(JtiAccountId)`), after the §2.5 question while the cart holds outers
 *   (`cartItems`; the same rule as `StoreSwitchDialog`, `data-step="confirm"` on the question).
 * - `FILTER` 'Filter orders': `OrderFilter` (the §4 presets and, with more than one store, the store),
 *   applied as chosen; 'Show orders' closes.
 * - `FILTER_PRODUCTS` 'Filter by brand': `BrandFilter` with its Clear and Apply (the caller closes).
 *
 * The heading names the dialog; a 'Close' button, Escape and a tap outside call `onClose`; focus moves
 * into the sheet when it opens and back to what opened it when it closes. `data-side-drawer` on the
 * content: the type. Its code loads at the page's first interaction (or at once when opened first),
 * beside the overlay layer (ADR 0008, ADR 0016); until then it renders nothing.
 */
export const SideDrawer = lazyComponent(lazyPart(() => import('./SideDrawerLayer')), (module) => module.SideDrawer, (props) => props.isOpen);
