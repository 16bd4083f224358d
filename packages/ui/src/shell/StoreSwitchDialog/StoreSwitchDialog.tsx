import { lazyComponent, lazyPart } from '../../primitives/lazyPart';

export type { StoreOption, StoreSwitchDialogProps } from './StoreSwitchDialogLayer';

/**
 * The store-switch dialog of §2.5 (the STORE drawer of §2.11): one radio per account (name and
 * AddressLine1), the current one selected; Cancel, and a confirm button ('Switch store') enabled once
 * another store is chosen. While the current store's cart holds outers (`cartItems`), the confirm
 * first asks, in the same dialog (title 'Switch store?', the question read out as an alert): the back-end
 * cart is kept per account (§3, §7: every call carries the account number), so the cart is not lost,
 * but the order being built is left behind. Cancel closes without switching; Switch calls `onSwitch`.
 * With an empty cart there is no question. `data-step` on the question: 'confirm'.
 *
 * It sits closed in every private page, so its code (the radio group's focus handling, 4 kB gzip) loads at
 * the page's first interaction, or at once if it opens before that; until then it renders nothing.
 */
export const StoreSwitchDialog = lazyComponent(lazyPart(() => import('./StoreSwitchDialogLayer')), (module) => module.StoreSwitchDialog, (props) => props.isOpen);
