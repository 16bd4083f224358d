import { useState } from 'react';
import { outers } from '@trade-portal/domain';
import type { UserAccount } from '@trade-portal/api-client';
import * as css from './StoreSwitchDialog.css';

/** One of the user's accounts (§3 Account), as GetAccounts returns it. */
export type StoreOption = Pick<UserAccount, 'JtiAccountId' | 'AccountName' | 'AddressLine1'>;

/** What `useStoreSwitchFlow` needs: the accounts, the current one, the cart and the callbacks. */
export interface StoreSwitchFlowInput {
  accounts: readonly StoreOption[];
  currentAccountId: string;
  /** Outers in the current store's cart; above 0 a switch asks first. */
  cartItems: number;
  onClose: () => void;
  onSwitch: (accountId: string) => void;
}

/** The state of a store switch, shared by the §2.5 dialog and the STORE side drawer (§2.11). */
export interface StoreSwitchFlow {
  /** The account chosen (starts as the current one). */
  chosen: string;
  choose: (accountId: string) => void;
  /** The question 'Switch store?' is showing. */
  asking: boolean;
  /** Switches to `accountId` (default: the chosen one), or asks first while the cart holds outers. */
  confirm: (accountId?: string) => void;
  /** Back to the start (current store chosen, no question) and `onClose`. */
  close: () => void;
  /** AccountName of an account id (the id itself when unknown). */
  nameOf: (accountId: string) => string;
}

/**
 * The store-switch rule of §2.5 and the shell: a switch while the current store's cart holds outers asks
 * first (the back-end cart is kept per account, §3, §7, so it is not lost, but the order being built is
 * left behind); with an empty cart it switches at once. One place for the rule, so the dialog and the
 * drawer cannot drift apart.
 */
export function useStoreSwitchFlow({ accounts, currentAccountId, cartItems, onClose, onSwitch }: StoreSwitchFlowInput): StoreSwitchFlow {
  const [chosen, setChosen] = useState(currentAccountId);
  const [asking, setAsking] = useState(false);
  return {
    chosen,
    choose: setChosen,
    asking,
    confirm: (accountId = chosen) => {
      setChosen(accountId);
      if (cartItems > 0 && !asking) setAsking(true);
      else onSwitch(accountId);
    },
    close: () => {
      setChosen(currentAccountId);
      setAsking(false);
      onClose();
    },
    nameOf: (id: string) => accounts.find((a) => a.JtiAccountId === id)?.AccountName ?? id,
  };
}

/**
 * The question of a switch with outers in the cart: 'Your cart for {store} has N outers. It stays saved
 * for that store. Switch to {other}?', read out as an alert. `data-step="confirm"`.
 */
export function StoreSwitchQuestion({ flow, currentAccountId, cartItems }: { flow: StoreSwitchFlow; currentAccountId: string; cartItems: number }) {
  return (
    <p className={css.question} role="alert" data-step="confirm">
      Your cart for {flow.nameOf(currentAccountId)} has {outers(cartItems)}. It stays saved for that store. Switch to {flow.nameOf(flow.chosen)}?
    </p>
  );
}
