import { Button as RACButton } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import { Drawer } from '../../primitives/Drawer';
import { BrandFilter, type BrandFilterProps } from '../../ordering/BrandFilter';
import { OrderFilter, type OrderFilterProps } from '../../ordering/OrderFilter';
import { StoreSwitchQuestion, useStoreSwitchFlow, type StoreOption } from '../StoreSwitchDialog/storeSwitchFlow';
import * as css from './SideDrawer.css';

/** The three types of §2.11 (§3 client state 'Drawer: type and isOpen'). */
export type SideDrawerType = 'STORE' | 'FILTER' | 'FILTER_PRODUCTS';

/** What every type takes. */
interface SideDrawerBase {
  isOpen: boolean;
  /** ×, Escape, a tap outside, or the drawer's own closing action (a switch, Apply, 'Show orders'). */
  onClose: () => void;
}

/** STORE: the store selector. */
export interface StoreDrawerProps extends SideDrawerBase {
  type: 'STORE';
  /** The user's accounts, in the order to list them. */
  accounts: readonly StoreOption[];
  /** JtiAccountId of the current store: marked 'Current store'. */
  currentAccountId: string;
  /** A store chosen (and confirmed, with outers in the cart): its JtiAccountId. */
  onSwitch: (accountId: string) => void;
  /** Outers in the current store's cart; above 0 a switch asks first (§2.5). @default 0 */
  cartItems?: number;
}

/** FILTER: the /my-orders filter of §4, applied as it is chosen. */
export interface FilterDrawerProps extends SideDrawerBase, OrderFilterProps {
  type: 'FILTER';
}

/** FILTER_PRODUCTS: the /place-order brand filter; Apply and Clear call back, the caller closes. */
export interface FilterProductsDrawerProps extends SideDrawerBase, BrandFilterProps {
  type: 'FILTER_PRODUCTS';
}

/** Props of `SideDrawer`: one of the three types. */
export type SideDrawerProps = StoreDrawerProps | FilterDrawerProps | FilterProductsDrawerProps;

/** The heading per type; it names the drawer (its dialog role). */
export const sideDrawerTitles: Record<SideDrawerType, string> = {
  STORE: 'Switch store',
  FILTER: 'Filter orders',
  FILTER_PRODUCTS: 'Filter by brand',
};

/** The implementation of `SideDrawer` in `./SideDrawer.tsx`, loaded at the first interaction. */
export function SideDrawer(props: SideDrawerProps) {
  switch (props.type) {
    case 'STORE':
      return <StoreDrawer {...props} />;
    case 'FILTER': {
      const { type, isOpen, onClose, ...filter } = props;
      return (
        <Drawer
          isOpen={isOpen}
          onOpenChange={(open) => !open && onClose()}
          title={sideDrawerTitles[type]}
          // Live apply: each chip already shows its orders behind the sheet; this just shows them.
          actions={<Button onPress={onClose}>Show orders</Button>}
        >
          <div className={css.content} data-side-drawer={type}>
            <OrderFilter {...filter} />
          </div>
        </Drawer>
      );
    }
    case 'FILTER_PRODUCTS': {
      const { type, isOpen, onClose, ...filter } = props;
      return (
        <Drawer isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={sideDrawerTitles[type]}>
          <div className={css.content} data-side-drawer={type}>
            <BrandFilter {...filter} />
          </div>
        </Drawer>
      );
    }
  }
}

function StoreDrawer({ isOpen, onClose, accounts, currentAccountId, onSwitch, cartItems = 0 }: StoreDrawerProps) {
  const flow = useStoreSwitchFlow({ accounts, currentAccountId, cartItems, onClose, onSwitch });
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => !open && flow.close()}
      title={flow.asking ? 'Switch store?' : sideDrawerTitles.STORE}
      actions={
        flow.asking ? (
          <>
            <Button variant="secondary" onPress={flow.close}>Cancel</Button>
            {/* The list it replaces held the focus: it moves to the answer that goes on. */}
            <Button onPress={() => flow.confirm()} autoFocus>Switch</Button>
          </>
        ) : undefined
      }
    >
      <div className={css.content} data-side-drawer="STORE">
        {flow.asking ? (
          <StoreSwitchQuestion flow={flow} currentAccountId={currentAccountId} cartItems={cartItems} />
        ) : (
          <ul className={css.storeList} aria-label="Your stores">
            {accounts.map((a) => {
              const isCurrent = a.JtiAccountId === currentAccountId;
              return (
                <li key={a.JtiAccountId}>
                  <RACButton
                    className={css.storeOption}
                    data-current={isCurrent || undefined}
                    aria-current={isCurrent ? 'true' : undefined}
                    // The current store: nothing to switch to, choosing it just closes.
                    onPress={() => (isCurrent ? flow.close() : flow.confirm(a.JtiAccountId))}
                  >
                    <span className={css.storeText}>
                      <span className={css.storeName}>{a.AccountName}</span>
                      <span className={css.storeDetail}>Account {a.JtiAccountId} · {a.AddressLine1}</span>
                    </span>
                    {isCurrent && <span className={css.current}>Current store</span>}
                  </RACButton>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Drawer>
  );
}
