import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../Button';
import { Dialog } from '../Modal';
import * as css from './StoreSwitchDialog.css';

export interface StoreOption {
  JtiAccountId: string;
  AccountName: string;
  AddressLine1: string;
}

export interface StoreSwitchDialogProps {
  isOpen: boolean;
  accounts: StoreOption[];
  currentAccountId: string;
  onClose: () => void;
  /** Called with the chosen JtiAccountId. */
  onSwitch: (accountId: string) => void;
}

/** The store-switch dialog of §2.5 (STORE drawer of §2.11): one radio per store, Cancel and Switch. */
export function StoreSwitchDialog({ isOpen, accounts, currentAccountId, onClose, onSwitch }: StoreSwitchDialogProps) {
  const [chosen, setChosen] = useState(currentAccountId);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title="Switch store"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
          <Button onPress={() => onSwitch(chosen)} isDisabled={chosen === currentAccountId}>Switch store</Button>
        </>
      }
    >
      <RadioGroup value={chosen} onChange={setChosen} className={css.group}>
        <Label className={css.label}>Choose the store you are ordering for</Label>
        {accounts.map((a) => (
          <Radio key={a.JtiAccountId} value={a.JtiAccountId} className={css.radio}>
            <span className={css.name}>{a.AccountName}</span>
            <span className={css.address}>{a.AddressLine1} · {a.JtiAccountId}</span>
          </Radio>
        ))}
      </RadioGroup>
    </Dialog>
  );
}
