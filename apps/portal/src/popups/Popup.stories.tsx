import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@trade-portal/ui';
import { PopupProvider, usePopup, type PopupRequest } from './PopupProvider';
import { RootLayout } from '../shell/RootLayout';

/**
 * The shell's popup end to end (§2.10, §4 Popup): `usePopup()` → the lazily loaded host → the popup
 * machine → `PopupDialog`, inside the real RootLayout (react-aria's router bridge and the navigation guard)
 * on an in-memory router. The fade itself (`closing`: hidden at once, content kept 1000 ms) is not a
 * picture of its own; these stories show what it allows: a popup shown while the last one fades replaces it.
 */
function PopupTrigger({ label, requests }: { label: string; requests: PopupRequest[] }) {
  const popup = usePopup();
  return (
    <Button
      onPress={() => {
        // More than one request: each but the last is closed at once, so the last is shown during the fade.
        requests.forEach((request, i) => {
          popup.show(request);
          if (i < requests.length - 1) popup.close();
        });
      }}
    >
      {label}
    </Button>
  );
}

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

const meta = {
  title: 'Portal/Popup',
  component: PopupTrigger,
  tags: ['autodocs', 'phone'],
  render: (args) => (
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/cart" element={<PopupProvider><PopupTrigger {...args} /></PopupProvider>} />
          <Route path="/login" element={<Page name="Login" />} />
          <Route path="/my-orders" element={<Page name="My Orders" />} />
        </Route>
      </Routes>
    </MemoryRouter>
  ),
  args: { label: 'Open', requests: [] },
} satisfies Meta<typeof PopupTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const onConfirm = fn();
const onClose = fn();

/** A destructive decision: Cancel is focused, Escape cancels and gives the focus back to the trigger; the confirm runs once. */
export const Decision: Story = {
  args: {
    label: 'Clear cart',
    requests: [{ section: 'clear-cart', title: 'Clear your cart?', desc: 'All products will be removed from your cart.', confirmLabel: 'Clear cart', onConfirm, onClose }],
  },
  play: async ({ canvasElement }) => {
    onConfirm.mockClear();
    onClose.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Clear cart' });
    await userEvent.click(trigger);
    let dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Clear your cart?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Clear your cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** The session-expired popup: 'Go to Login' is a link, and the router follows it in the app (no page load). */
export const SessionExpired: Story = {
  args: { label: 'Expire the session', requests: [{ section: 'redirect', title: '' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expire the session' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Your session has expired' });
    const link = within(dialog).getByRole('link', { name: 'Go to Login' });
    await expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    await expect(await body(canvasElement).findByRole('heading', { name: 'Login' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** close-redirect: Escape closes the notice and goes on to the path given. */
export const CloseRedirect: Story = {
  args: {
    label: 'Cancelled elsewhere',
    requests: [{ section: 'close-redirect', title: 'Order 100245 was cancelled', desc: 'It was cancelled in another window.', href: '/my-orders' }],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelled elsewhere' }));
    await body(canvasElement).findByRole('dialog', { name: 'Order 100245 was cancelled' });
    await userEvent.keyboard('{Escape}');
    await expect(await body(canvasElement).findByRole('heading', { name: 'My Orders' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A popup shown while the last one fades (§4 close, 1000 ms) replaces it: only the new one shows. */
export const ReplacedWhileFading: Story = {
  args: {
    label: 'Submit',
    requests: [
      { section: 'alert', title: 'The cart could not be cleared', desc: 'Please try again.' },
      { section: 'success', title: 'Thank you', desc: 'Your order has been submitted correctly.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Thank you' });
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    // The entering fade starts at opacity 0.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};
