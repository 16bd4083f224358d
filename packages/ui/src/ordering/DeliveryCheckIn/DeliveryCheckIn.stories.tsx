import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../shared/fixtures';
import { DeliveryCheckIn, type CheckInLine, type CheckInUnexpected, type DeliveryCheckInProps } from './DeliveryCheckIn';

const lines: CheckInLine[] = [
  { sku: 'RMC-0012', product: 'Harbour Gold 20s', invoiced: 3, isTobacco: true },
  { sku: 'RYO-0004', product: 'Westcoast Rolling Tobacco 30 g', invoiced: 2, isTobacco: true },
  { sku: 'EVAP-0021', product: 'Cloudline Pods Mint 2 × 2 ml', invoiced: 4, isTobacco: false },
  { sku: 'NICP-0007', product: 'Nordic Pouches Strong 20', invoiced: 1, isTobacco: false },
];
const counted: CheckInLine[] = [
  { ...lines[0]!, received: 3 },
  { ...lines[1]!, received: 1 },
  { ...lines[2]!, received: 5 },
  { ...lines[3]!, received: 1 },
];
const unexpected: CheckInUnexpected[] = [{ code: '5010000000995', product: 'Harbour Silver 20s', received: 1 }];

/** The check-in with its counts kept in the story, as the portal's machine keeps them. */
function Counting(props: DeliveryCheckInProps) {
  const [rows, setRows] = useState(props.lines);
  const [extra, setExtra] = useState(props.unexpected);
  return (
    <DeliveryCheckIn
      {...props}
      lines={rows}
      unexpected={extra}
      onSet={(sku, n) => { props.onSet(sku, n); setRows((r) => r.map((l) => (l.sku === sku ? { ...l, received: n } : l))); }}
      onTick={(sku) => { props.onTick(sku); setRows((r) => r.map((l) => (l.sku === sku ? { ...l, received: l.invoiced } : l))); }}
      onRemoveUnexpected={(code) => { props.onRemoveUnexpected(code); setExtra((u) => u.filter((x) => x.code !== code)); }}
    />
  );
}

const meta = {
  title: 'UI/Ordering/DeliveryCheckIn',
  component: DeliveryCheckIn,
  tags: ['autodocs', 'phone'],
  args: {
    orderNumber: '100258', deliveredNote: 'Delivered today, 07:30', lines, unexpected: [], step: 'counting',
    onSet: fn(), onTick: fn(), onRemoveUnexpected: fn(), onFinish: fn(), onBack: fn(), onSend: fn(),
  },
  render: (args) => <Counting {...args} />,
} satisfies Meta<typeof DeliveryCheckIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing counted yet: each line says so; tobacco lines say to count with the driver present. */
export const NotCounted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('Not counted')).toHaveLength(4);
    await expect(c.getAllByText('Tobacco: count with the driver present.')).toHaveLength(2);
    await expect(c.getByRole('status')).toHaveTextContent('0 of 4 lines complete, 4 not counted yet.');
  },
};

/** Complete, short, over, and an outer that was not on the order: green, amber and red, in words too. */
export const Counted: Story = {
  args: { lines: counted, unexpected, lastScanned: 'EVAP-0021' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Short by 1')).toBeVisible();
    await expect(c.getByText('1 more than invoiced')).toBeVisible();
    await expect(c.getAllByText('Complete')).toHaveLength(2);
    await expect(c.getByRole('list', { name: 'Not on the order' })).toHaveTextContent('Harbour Silver 20s');
    await expect(c.getByRole('status')).toHaveTextContent('2 of 4 lines complete, 2 not as invoiced, 1 not on the order.');
  },
};
export const PhoneCounted: Story = { ...Counted, globals: phoneViewport };

/** 'All came' sets a line to what was invoiced; a count typed and left is told to the page. */
export const TickAndType: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'All came: Harbour Gold 20s' }));
    await expect(args.onTick).toHaveBeenCalledWith('RMC-0012');
    const row = canvasElement.querySelector('[data-sku="RYO-0004"]')!;
    const field = within(row as HTMLElement).getByRole('textbox', { name: 'Received, outers' });
    await userEvent.type(field, '1{Enter}');
    await expect(args.onSet).toHaveBeenCalledWith('RYO-0004', 1);
    await expect(within(row as HTMLElement).getByText('Short by 1')).toBeVisible();
  },
};

/** The summary before sending: only what is not as invoiced, and what was not on the order. */
export const Confirming: Story = {
  args: { lines: counted, unexpected, step: 'confirming' },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('list', { name: 'Lines of the order' }).querySelectorAll('li')).toHaveLength(2);
    await userEvent.click(c.getByRole('button', { name: 'Send check-in' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};
/** Every line as invoiced: the summary says so. */
export const ConfirmingAllComplete: Story = { args: { lines: lines.map((l) => ({ ...l, received: l.invoiced })), step: 'confirming' } };
export const Sending: Story = { args: { lines: counted, unexpected, step: 'sending' } };
/** The server refused the send: back to counting with its Message. */
export const Refused: Story = { args: { lines: counted, errorMessage: 'This delivery has already been checked in.' } };
export const Sent: Story = { args: { lines: counted, unexpected, step: 'sent' } };
export const SavedOnDevice: Story = { args: { lines: counted, unexpected, step: 'savedOnDevice' } };
export const CheckedInBefore: Story = { args: { lines: counted, step: 'checkedIn' } };
