import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CLAIM_REASONS, claimMessages } from '@trade-portal/domain';
import { DeliveryClaimForm, type ClaimFormEntry, type ClaimFormLine, type DeliveryClaimFormProps } from './DeliveryClaimForm';

const lines: ClaimFormLine[] = [
  { sku: 'RMC1006', product: 'Northgate Smooth Superkings 20s', invoiced: 3, received: 2 },
  { sku: 'EVP2003', product: 'Vaporo Pod Mint 2ml', invoiced: 4, received: 4 },
  { sku: 'NIC3001', product: 'Nordic Pouches Strong 20', invoiced: 2, received: 2 },
];
/** A box drawn as a photo would be, so the thumbnail's size and crop are reviewed without a file. */
const preview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#c8b49a"/><path d="M20 30h120v70H20z" fill="#a07d55"/><path d="M20 30l30 25 40-20 50 30" stroke="#5a3d22" stroke-width="4" fill="none"/></svg>',
)}`;
const short: ClaimFormEntry = { id: 'e0', sku: 'RMC1006', reason: 'Short', outers: 1, photos: [], receivedInstead: '' };
const damaged: ClaimFormEntry = {
  id: 'e1', sku: 'EVP2003', reason: 'Damaged', outers: 2, receivedInstead: '',
  photos: [
    { key: 'p1', name: 'crushed-outer.jpg', status: 'ready', previewUrl: preview },
    { key: 'p2', name: 'label-torn.jpg', status: 'uploading', previewUrl: preview },
    { key: 'p3', name: 'IMG_2041.HEIC', status: 'refused', error: claimMessages.heic },
  ],
};
const wrong: ClaimFormEntry = { id: 'e2', sku: 'NIC3001', reason: 'WrongProduct', outers: 1, photos: [], receivedInstead: '5010000000995' };

/** The claim with its lines kept in the story, as the portal's machine keeps them. */
function Claiming(props: DeliveryClaimFormProps) {
  const [entries, setEntries] = useState(props.entries);
  const [note, setNote] = useState(props.note);
  const [step, setStep] = useState(props.step);
  const change = (id: string, patch: Partial<ClaimFormEntry>) => setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  return (
    <DeliveryClaimForm
      {...props}
      entries={entries}
      note={note}
      step={step}
      onReview={() => { props.onReview(); if (!props.problems?.length) setStep('confirming'); }}
      onBack={() => { props.onBack(); setStep('editing'); }}
      onAdd={(sku) => {
        props.onAdd(sku);
        const used = new Set(entries.filter((e) => e.sku === sku).map((e) => e.reason));
        const reason = CLAIM_REASONS.find((r) => !used.has(r))!;
        setEntries((list) => [...list, { id: `e${list.length + 10}`, sku, reason, outers: 1, photos: [], receivedInstead: '' }]);
      }}
      onRemove={(id) => { props.onRemove(id); setEntries((list) => list.filter((e) => e.id !== id)); }}
      onReasonChange={(id, reason) => { props.onReasonChange(id, reason); change(id, { reason }); }}
      onOutersChange={(id, outers) => { props.onOutersChange(id, outers); change(id, { outers }); }}
      onReceivedInsteadChange={(id, code) => { props.onReceivedInsteadChange(id, code); change(id, { receivedInstead: code }); }}
      onNoteChange={(text) => { props.onNoteChange(text); setNote(text); }}
    />
  );
}

const meta = {
  title: 'UI/Ordering/DeliveryClaimForm',
  component: DeliveryClaimForm,
  tags: ['autodocs', 'phone'],
  args: {
    orderNumber: '100258', closesNote: 'Claims close tomorrow, 07:30', lines, entries: [short], note: '', step: 'editing',
    onAdd: fn(), onRemove: fn(), onReasonChange: fn(), onOutersChange: fn(), onReceivedInsteadChange: fn(), onPhotos: fn(), onRemovePhoto: fn(),
    onNoteChange: fn(), onReview: fn(), onBack: fn(), onSend: fn(),
  },
  render: (args) => <Claiming {...args} />,
} satisfies Meta<typeof DeliveryClaimForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the check-in left it: the short line filled in, for the outers missing. */
export const FromCheckIn: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = within(canvasElement.querySelector<HTMLElement>('[data-entry="e0"]')!);
    await expect(row.getByText('Northgate Smooth Superkings 20s')).toBeVisible();
    await expect(row.getByRole('textbox', { name: 'Outers' })).toHaveValue('1');
    await expect(row.getByText('of 3 outers invoiced')).toBeVisible();
    await expect(c.getByText(/Claims close tomorrow, 07:30\. Shortages worth up to €50\.00 net are accepted at once/)).toBeVisible();
  },
};

/** Nothing to claim yet (every line came): a line is added from the order. */
export const AddALine: Story = {
  args: { entries: [] },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Nothing is claimed yet: add a line below.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: /Add a line to the claim/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Vaporo Pod Mint 2ml (EVP2003)' }));
    await expect(args.onAdd).toHaveBeenCalledWith('EVP2003');
    await expect(canvasElement.querySelector('[data-sku="EVP2003"]')).not.toBeNull();
  },
};

/** A reason the SKU already has cannot be chosen again; the outers typed are told on Enter. */
export const ChangeReasonAndOuters: Story = {
  args: { entries: [short, { ...short, id: 'e1', reason: 'OutOfDate' }] },
  play: async ({ args, canvasElement }) => {
    const row = within(canvasElement.querySelector<HTMLElement>('[data-entry="e0"]')!);
    await userEvent.click(row.getByRole('button', { name: /Reason/ }));
    const options = within(document.body);
    await expect(await options.findByRole('option', { name: 'Out of date' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(options.getByRole('option', { name: 'Damaged' }));
    await expect(args.onReasonChange).toHaveBeenCalledWith('e0', 'Damaged');
    await expect(row.getByRole('button', { name: 'Take a photo: Northgate Smooth Superkings 20s' })).toBeVisible();
    const outers = row.getByRole('textbox', { name: 'Outers' });
    await userEvent.clear(outers);
    await userEvent.type(outers, '2{Enter}');
    await expect(args.onOutersChange).toHaveBeenCalledWith('e0', 2);
  },
};

/** Damaged: photos added, being added and refused (a HEIC file, with how to send it), and the file picker. */
export const DamagedWithPhotos: Story = {
  args: { entries: [damaged] },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const list = c.getByRole('list', { name: 'Photos of Vaporo Pod Mint 2ml' });
    await expect(within(list).getByText('Added')).toBeVisible();
    await expect(within(list).getByText('Adding…')).toBeVisible();
    await expect(within(list).getByText(claimMessages.heic)).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
    const file = new File(['x'], 'dent.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    await expect(args.onPhotos).toHaveBeenCalledWith('e1', [file]);
    await userEvent.click(c.getByRole('button', { name: 'Remove photo IMG_2041.HEIC' }));
    await expect(args.onRemovePhoto).toHaveBeenCalledWith('p3');
  },
};

/** A wrong product: what came instead, scanned or typed. */
export const WrongProduct: Story = {
  args: { entries: [{ ...wrong, receivedInstead: '' }] },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'What came instead' }), '5010000000995');
    await waitFor(() => expect(args.onReceivedInsteadChange).toHaveBeenLastCalledWith('e2', '5010000000995'));
  },
};

/** 'Review claim' with something missing: each problem in the store's words, the button described by them. */
export const Problems: Story = {
  args: {
    entries: [{ ...damaged, photos: [] }, { ...wrong, receivedInstead: '' }],
    problems: [claimMessages.photoRequired('EVP2003'), claimMessages.whatCameRequired('NIC3001')],
  },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const review = c.getByRole('button', { name: 'Review claim' });
    await expect(review).toHaveAccessibleDescription(`${claimMessages.photoRequired('EVP2003')} ${claimMessages.whatCameRequired('NIC3001')}`);
    await userEvent.click(review);
    await expect(args.onReview).toHaveBeenCalled();
  },
};

/** 'Review claim' and 'Back to the claim' by keyboard: each step's change puts focus on what the new step says first. */
export const ReviewAndBackByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'Review claim' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(c.getByText('Check the claim, then send it: it cannot be changed once sent.').closest('p')).toHaveFocus());
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Send claim' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalled();
    await waitFor(() => expect(c.getByRole('heading', { name: 'Claim for order 100258' })).toHaveFocus());
  },
};

/** The server refused the send (a second claim from another tablet): back to the claim with its Message. */
export const Refused: Story = { args: { errorMessage: claimMessages.alreadyClaimed } };

/** The summary before sending, read only. */
export const Confirming: Story = {
  args: { entries: [short, { ...damaged, photos: [damaged.photos[0]!] }, wrong], note: 'Driver left before the count.', step: 'confirming' },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const list = c.getByRole('list', { name: 'Lines claimed' });
    await expect(list).toHaveTextContent('Vaporo Pod Mint 2ml: Damaged, 2 outers, 1 photo');
    await expect(list).toHaveTextContent('Nordic Pouches Strong 20: Wrong product, 1 outer, came instead: 5010000000995');
    await expect(c.getByText('Note: Driver left before the count.')).toBeVisible();
    await expect(c.queryByRole('textbox')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Send claim' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};
export const Sending: Story = { args: { entries: [short], step: 'sending' } };

/** Sent and accepted at once (a small shortage): the credit note is issued. */
export const SentAccepted: Story = {
  args: { step: 'sent', sent: { claimNumber: 'CL000012', status: 'Accepted', creditNoteNumber: 'CN000007' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accepted at once: credit note CN000007 is issued.')).toBeVisible();
  },
};
/** Sent with a damaged line: under review until the manufacturer decides. */
export const SentUnderReview: Story = { args: { step: 'sent', sent: { claimNumber: 'CL000013', status: 'UnderReview', creditNoteNumber: null } } };
/** The window has closed with nothing sent. */
export const Closed: Story = { args: { step: 'closed', entries: [], closedMessage: claimMessages.windowClosed } };
