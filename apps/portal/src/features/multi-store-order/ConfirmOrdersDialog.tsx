import { outers } from '@trade-portal/domain';
import { Button, Dialog, Price, Stack } from '@trade-portal/ui';
import * as own from './multiStoreOrder.css';

/** Props of `ConfirmOrdersDialog`. */
export interface ConfirmOrdersDialogProps {
  /** The stores to order (JtiAccountIds); null: closed. */
  storeIds: readonly string[] | null;
  /** Each store's outers and total (EUR). */
  totals: Readonly<Record<string, { outers: number; total: number } | undefined>>;
  storeName: (id: string) => string;
  onConfirm: (ids: string[]) => void;
  onCancel: () => void;
}

/** The grid's one confirmation before its orders (ADR 0030): each store with its outers and total. */
export function ConfirmOrdersDialog({ storeIds, totals, storeName, onConfirm, onCancel }: ConfirmOrdersDialogProps) {
  const ids = storeIds ?? [];
  return (
    <Dialog
      isOpen={storeIds !== null}
      onOpenChange={(open) => !open && onCancel()}
      role="alertdialog"
      title={ids.length > 1 ? `Place ${ids.length} orders?` : 'Place this order?'}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>Cancel</Button>
          <Button onPress={() => onConfirm([...ids])}>{ids.length > 1 ? `Place ${ids.length} orders` : 'Place order'}</Button>
        </>
      }
    >
      <Stack as="ul" gap="xxsmall" paddingLeft="large" className={own.summary}>
        {ids.map((id) => (
          <li key={id}>
            {storeName(id)}: {outers(totals[id]?.outers ?? 0)}, <Price value={totals[id]?.total ?? 0} />
          </li>
        ))}
      </Stack>
    </Dialog>
  );
}
