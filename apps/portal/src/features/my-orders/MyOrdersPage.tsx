import { useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';
import { creditNoteFileName, DEFAULT_HISTORY_PRESET, historyPresets, OrderStatus, type HistoryPresetId } from '@trade-portal/domain';
import { Box, Button, Heading, OrderFilter, OrderList, SideDrawer, Stack, Text } from '@trade-portal/ui';
import { useAccountNumber, useCurrentAccount, useFetchInvoice, useOrderHistory } from '../../api';
import { useFetchCreditNote } from '../../api/creditNote';
import { useOrderActions } from '../../shell/useOrderActions';
import { useSideDrawer } from '../../shell/SideDrawerProvider';
import { invoiceErrorMessage, saveBlob, saveInvoice } from '../../documents/invoice';
import { MyOrdersViews } from './MyOrdersViews';

/**
 * /my-orders (§4): the history presets (default Past month, 30 days), a store choice only with more than
 * one store, statuses by name and the invoice download with the §8 message on failure; under a delivered
 * order its claim's status and an accepted claim's credit note to download (ADR 0055). The store choice
 * filters the history only: the store being ordered for (info bar, cart) stays as it is, and the review
 * links and invoices ask for the store whose history is listed (switching is the '(switch)' dialog's job).
 * Rows of the current store carry the §4 order actions (`useOrderActions`): Edit and Cancel on pending
 * orders, Reorder on each; another store's rows carry none, since they would act on the current store's cart.
 * From the desktop width (932 px) the filter is inline; below it a 'Filter' button with the active filter
 * ('Past month', and the store when another store's history shows) opens the FILTER side drawer (§2.11)
 * with the same filter, applied as it is chosen (ADR 0016).
 */
export default function MyOrdersPage() {
  const accountNumber = useAccountNumber();
  const { accounts } = useCurrentAccount();
  const [preset, setPreset] = useState<HistoryPresetId>(DEFAULT_HISTORY_PRESET);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [invoiceErrors, setInvoiceErrors] = useState<Record<string, string | undefined>>({});
  const [historyStore, setHistoryStore] = useState<string | null>(null);
  const store = historyStore ?? accountNumber;
  const history = useOrderHistory(preset, store);
  const fetchInvoice = useFetchInvoice(store);
  const fetchCreditNote = useFetchCreditNote(store);
  const actions = useOrderActions();
  const ownStore = store === accountNumber;
  const drawer = useSideDrawer();
  const filterSummary = [
    historyPresets.find((p) => p.id === preset)?.label,
    ownStore ? null : accounts.find((a) => a.JtiAccountId === store)?.AccountName,
  ].filter(Boolean).join(' · ');
  const orderDates = new Map((history.data?.OrderHistory ?? []).map((o) => [o.OrderNumber, o.OrderDate]));
  const statuses = new Map((history.data?.OrderHistory ?? []).map((o) => [o.OrderNumber, o.Status]));
  // Another store's order is reviewed in that store's name; the current store's keeps the plain address of §2.1.
  const reviewHref = (orderNumber: string) =>
    `/review-order?ordernumber=${encodeURIComponent(orderNumber)}${store && store !== accountNumber ? `&store=${encodeURIComponent(store)}` : ''}`;

  const download = async (orderNumber: string) => {
    if (!store) return;
    setDownloading(orderNumber);
    setInvoiceErrors(({ [orderNumber]: _old, ...rest }) => rest);
    try {
      saveInvoice(orderNumber, await fetchInvoice(orderNumber), statuses.get(orderNumber) === OrderStatus.Pending);
    } catch (e) {
      setInvoiceErrors((prev) => ({ ...prev, [orderNumber]: invoiceErrorMessage(e) }));
    } finally {
      setDownloading(null);
    }
  };

  // A credit note's download and its message are kept by its number (CN…), beside the invoices' by order number.
  const downloadCreditNote = async (creditNoteNumber: string) => {
    setDownloading(creditNoteNumber);
    setInvoiceErrors(({ [creditNoteNumber]: _old, ...rest }) => rest);
    try {
      saveBlob(creditNoteFileName(creditNoteNumber), await fetchCreditNote(creditNoteNumber));
    } catch (e) {
      setInvoiceErrors((prev) => ({ ...prev, [creditNoteNumber]: errorMessage(e) }));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="large">
      <Heading level="1">My Orders</Heading>
      <MyOrdersViews current="orders" />
      {/* The inline filter from the desktop width (932 px); below it the 'Filter' button opens the FILTER drawer (§2.11). */}
      <Box display={{ mobile: 'none', desktop: 'block' }}>
        <OrderFilter preset={preset} onPresetChange={setPreset} stores={accounts} storeId={store ?? ''} onStoreChange={setHistoryStore} />
      </Box>
      <Box display={{ mobile: 'block', desktop: 'none' }}>
        <Button variant="secondary" onPress={() => drawer.open('FILTER')} aria-haspopup="dialog">
          Filter:<Text weight="regular" marginLeft="xsmall">{filterSummary}</Text>
        </Button>
      </Box>
      <SideDrawer
        type="FILTER"
        isOpen={drawer.isOpenAs('FILTER')}
        onClose={drawer.close}
        preset={preset}
        onPresetChange={setPreset}
        stores={accounts}
        storeId={store ?? ''}
        onStoreChange={setHistoryStore}
      />
      <OrderList
        orders={history.data?.OrderHistory ?? []}
        reviewHref={reviewHref}
        isLoading={history.isLoading}
        errorMessage={history.isError ? errorMessage(history.error) : null}
        onDownloadInvoice={(n) => void download(n)}
        onDownloadCreditNote={(n) => void downloadCreditNote(n)}
        downloading={downloading}
        invoiceErrors={invoiceErrors}
        onEdit={ownStore ? (n) => actions.edit({ OrderNumber: n, OrderDate: orderDates.get(n) ?? '' }) : undefined}
        onCancel={ownStore ? actions.cancel : undefined}
        onReorder={ownStore ? actions.reorder : undefined}
        busyOrder={actions.busyOrder}
        checkInHref={ownStore ? (n) => `/check-in?order=${n}` : undefined}
      />
    </Stack>
  );
}
