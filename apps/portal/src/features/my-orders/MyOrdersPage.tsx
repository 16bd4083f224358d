import { useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import type { HistoryPresetId } from '@trade-portal/domain';
import { OrderFilter, OrderList, Stack } from '@trade-portal/ui';
import { useAccountNumber, useCurrentAccount, useFetchInvoice, useOrderHistory } from '../../api';
import { setAccountNumber } from '../../session';
import { invoiceErrorMessage, saveInvoice } from './invoice';
import * as css from '../../shell/layout.css';

/**
 * /my-orders (§4): the history presets (default Past month, 30 days), a store choice only with more than
 * one store, statuses by name and the invoice download with the §8 message on failure. Choosing a store
 * makes it the current account, so the review links, invoices and the info bar all speak of the store
 * whose history is listed (the server only answers for the account in the request).
 */
export default function MyOrdersPage() {
  const accountNumber = useAccountNumber();
  const { accounts } = useCurrentAccount();
  const [preset, setPreset] = useState<HistoryPresetId>('month');
  const [downloading, setDownloading] = useState<string | null>(null);
  const [invoiceErrors, setInvoiceErrors] = useState<Record<string, string | undefined>>({});
  const store = accountNumber;
  const history = useOrderHistory(preset);
  const fetchInvoice = useFetchInvoice();

  const download = async (orderNumber: string) => {
    if (!store) return;
    setDownloading(orderNumber);
    setInvoiceErrors(({ [orderNumber]: _old, ...rest }) => rest);
    try {
      saveInvoice(orderNumber, await fetchInvoice(orderNumber));
    } catch (e) {
      setInvoiceErrors((prev) => ({ ...prev, [orderNumber]: invoiceErrorMessage(e) }));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="large">
      <h1 className={css.pageTitle}>My Orders</h1>
      <OrderFilter preset={preset} onPresetChange={setPreset} stores={accounts} storeId={store ?? ''} onStoreChange={(id) => setAccountNumber(id)} />
      <OrderList
        orders={history.data?.OrderHistory ?? []}
        isLoading={history.isLoading}
        errorMessage={history.isError ? errorMessage(history.error) : null}
        onDownloadInvoice={(n) => void download(n)}
        downloading={downloading}
        invoiceErrors={invoiceErrors}
      />
    </Stack>
  );
}
