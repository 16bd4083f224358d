import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';

/** One of the user's accounts (§3 Account), as GetAccounts returns it. */
export interface StoreOption {
  JtiAccountId: string;
  AccountName: string;
  AddressLine1: string;
}

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
}

/**
 * The store-switch dialog of §2.5 (the STORE drawer of §2.11): one radio per account (name and
 * AddressLine1), the current one selected; Cancel, and a confirm button ('Switch store') enabled once
 * another store is chosen.
 */
export function StoreSwitchDialog({ isOpen, accounts, currentAccountId, onClose, onSwitch, isPending = false, confirmLabel = 'Switch store' }: StoreSwitchDialogProps) {
  const [chosen, setChosen] = useState(currentAccountId);
  const close = () => {
    setChosen(currentAccountId);
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      isDismissable={!isPending}
      title="Switch store"
      actions={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>Cancel</Button>
          <Button onPress={() => onSwitch(chosen)} isDisabled={chosen === currentAccountId} isPending={isPending}>{confirmLabel}</Button>
        </>
      }
    >
      <RadioGroup label="Choose the store you are ordering for" value={chosen} onChange={setChosen} isDisabled={isPending}>
        {accounts.map((a) => (
          <Radio key={a.JtiAccountId} value={a.JtiAccountId} description={a.AddressLine1}>{a.AccountName}</Radio>
        ))}
      </RadioGroup>
    </Dialog>
  );
}
