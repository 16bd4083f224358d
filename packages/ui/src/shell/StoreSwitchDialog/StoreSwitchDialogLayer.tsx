import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { StoreSwitchQuestion, useStoreSwitchFlow, type StoreOption } from './storeSwitchFlow';

export type { StoreOption } from './storeSwitchFlow';

export interface StoreSwitchDialogProps {
  isOpen: boolean;
  /** The user's accounts, in the order to list them. */
  accounts: readonly StoreOption[];
  /** The current account; it starts selected. */
  currentAccountId: string;
  /** Cancel, Escape or a click outside. */
  onClose: () => void;
  /** Confirm pressed with another account chosen: its JtiAccountId. */
  onSwitch: (accountId: string) => void;
  /** The switch is being applied: the confirm button shows a spinner and the dialog stays. @default false */
  isPending?: boolean;
  /** The confirm button's text; it names the action. @default 'Switch store' */
  confirmLabel?: string;
  /**
   * Outers in the current store's cart. Above 0, the confirm asks first: 'Your cart for {store} has
   * N outers. It stays saved for that store. Switch to {other}?' with Cancel and Switch. @default 0
   */
  cartItems?: number;
}

/** The implementation of `StoreSwitchDialog` in `./StoreSwitchDialog.tsx`, loaded at the first interaction. */
export function StoreSwitchDialog({ isOpen, accounts, currentAccountId, onClose, onSwitch, isPending = false, confirmLabel = 'Switch store', cartItems = 0 }: StoreSwitchDialogProps) {
  const flow = useStoreSwitchFlow({ accounts, currentAccountId, cartItems, onClose, onSwitch });
  const { chosen, asking, close } = flow;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      isDismissable={!isPending}
      title={asking ? 'Switch store?' : 'Switch store'}
      actions={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>Cancel</Button>
          <Button onPress={() => flow.confirm()} isDisabled={chosen === currentAccountId} isPending={isPending}>{asking ? 'Switch' : confirmLabel}</Button>
        </>
      }
    >
      {asking ? (
        <StoreSwitchQuestion flow={flow} currentAccountId={currentAccountId} cartItems={cartItems} />
      ) : (
        <RadioGroup label="Choose the store you are ordering for" value={chosen} onChange={flow.choose} isDisabled={isPending}>
          {accounts.map((a) => (
            <Radio key={a.JtiAccountId} value={a.JtiAccountId} description={a.AddressLine1}>{a.AccountName}</Radio>
          ))}
        </RadioGroup>
      )}
    </Dialog>
  );
}
