import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@trade-portal/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PopupDialog } from './PopupDialog';
import type { PopupSection } from '@trade-portal/domain';

/**
 * One story per §2.10 section (the names of `popupSectionTable`), then the states: confirm pending, long
 * text, an items list, and a step guide on its last step. Each play function checks the role, the
 * accessible name and the buttons and links (label and path) the section's row promises.
 */
const meta = {
  title: 'UI/PopupDialog',
  component: PopupDialog,
  tags: ['autodocs'],
  args: { isOpen: true, section: 'alert', title: '', onClose: fn(), onConfirm: fn(), onNavigate: fn() },
} satisfies Meta<typeof PopupDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** What a section shows: its role and title, its buttons in order, and its links with their paths. */
interface Expected {
  role: 'dialog' | 'alertdialog';
  title: string | RegExp;
  buttons?: string[];
  links?: [label: string, href: string][];
}

/** Finds the popup by role and name and checks its buttons and links; returns the dialog element. */
async function expectPopup(canvasElement: HTMLElement, { role, title, buttons = [], links = [] }: Expected): Promise<HTMLElement> {
  const dialog = await page(canvasElement).findByRole(role, { name: title });
  const scope = within(dialog);
  await expect(scope.queryAllByRole('button').map((b) => b.textContent?.trim())).toEqual(buttons);
  await expect(scope.queryAllByRole('link').map((a) => [a.textContent?.trim(), a.getAttribute('href')])).toEqual(links);
  // The dialog takes the focus as it opens (a frame after it is found, later on a busy machine): the keys a
  // story presses next are meant for it.
  await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  return dialog;
}

const poster =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#0b2545"/><circle cx="320" cy="180" r="48" fill="#fff" opacity=".85"/><path d="M305 155v50l42-25z" fill="#0b2545"/></svg>');
const captions = `data:text/vtt,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:04.000\nYour stock card: order again in a few taps.\n')}`;
const guide = [
  { title: 'Find your products', desc: 'Search or filter the product list by brand and category.' },
  { title: 'Set the outers', desc: 'Use the steppers: minimum and increment are shown under each product.' },
  { title: 'Check out', desc: 'Review your cart and place the order. You can edit a pending order later.' },
];

export const Alert: Story = {
  args: { section: 'alert', title: 'The cart could not be cleared', desc: messages.internalError },
  play: async ({ canvasElement, args }) => {
    await expectPopup(canvasElement, { role: 'alertdialog', title: 'The cart could not be cleared', buttons: ['Close'] });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
/** §2.10: the fail popup offers 'Go to Login'. */
export const Fail: Story = {
  args: { section: 'fail', title: 'Your account could not be activated' },
  play: async ({ canvasElement }) => {
    const dialog = await expectPopup(canvasElement, { role: 'alertdialog', title: 'Your account could not be activated', buttons: ['Close'], links: [['Go to Login', '/login']] });
    await expect(dialog).toHaveTextContent(messages.internalError);
  },
};
/** §8: the checkoutError title, the server's Message, Close. */
export const CheckoutError: Story = {
  args: { section: 'checkoutError', title: messages.checkoutErrorTitle, desc: 'Your cart is empty.' },
  play: async ({ canvasElement }) => {
    await expectPopup(canvasElement, { role: 'alertdialog', title: messages.checkoutErrorTitle, buttons: ['Close'] });
  },
};
export const Success: Story = {
  args: { section: 'success', title: 'Thank you', desc: messages.submittedNoResult },
  play: async ({ canvasElement, args }) => {
    await expectPopup(canvasElement, { role: 'dialog', title: 'Thank you', buttons: ['Close'] });
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
/** Server HTML, sanitised: the script and the inline handler are gone, the formatting stays. */
export const HtmlMessage: Story = {
  args: {
    section: 'html-message', title: 'Thanks for your feedback',
    html: '<p>We read <strong>every</strong> answer.</p><ul><li>New products in spring</li><li>Faster delivery</li></ul><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  },
  play: async ({ canvasElement }) => {
    const dialog = await expectPopup(canvasElement, { role: 'dialog', title: 'Thanks for your feedback', buttons: ['Close'] });
    // The sanitiser loads with the first html-message: wait for the text.
    await expect((await within(dialog).findByText('every')).tagName).toBe('STRONG');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(dialog.querySelector('script, img')).toBeNull();
  },
};
/** §4 Logout with items in the cart: Cancel is focused first, 'Log Out' ends the session. */
export const Logout: Story = {
  args: { section: 'logout', title: messages.logoutTitle, desc: messages.logoutText },
  play: async ({ canvasElement, args }) => {
    const dialog = await expectPopup(canvasElement, { role: 'alertdialog', title: messages.logoutTitle, buttons: ['Cancel', 'Log Out'] });
    await expect(dialog).toHaveTextContent(messages.logoutText);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
/** A notice whose Close leads on to the path given; Escape goes there too. */
export const CloseRedirect: Story = {
  args: { section: 'close-redirect', title: 'Order 100245 was cancelled', desc: 'It was cancelled in another window. Your orders are shown next.', href: '/my-orders' },
  play: async ({ canvasElement, args }) => {
    await expectPopup(canvasElement, { role: 'dialog', title: 'Order 100245 was cancelled', links: [['Close', '/my-orders']] });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/my-orders');
  },
};
/** §2.10: the redirect popup offers 'Go to Login', the only way on (Escape goes there as well). */
export const Redirect: Story = {
  args: { section: 'redirect' },
  play: async ({ canvasElement, args }) => {
    await expectPopup(canvasElement, { role: 'alertdialog', title: 'Your session has expired', links: [['Go to Login', '/login']] });
    await userEvent.keyboard('{Escape}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};
/** §2.10, §8: an expired email link offers 'Re-send email' (/resend-email). */
export const Expired: Story = {
  args: { section: 'expired' },
  play: async ({ canvasElement }) => {
    await expectPopup(canvasElement, { role: 'alertdialog', title: 'This link has expired', buttons: ['Close'], links: [['Re-send email', '/resend-email']] });
  },
};
export const Account: Story = {
  args: { section: 'account', title: 'Quayside News Salthill has no stock card', desc: 'Ask your territory manager to set one up, or choose another store in My Account.' },
  play: async ({ canvasElement }) => {
    await expectPopup(canvasElement, { role: 'dialog', title: 'Quayside News Salthill has no stock card', buttons: ['Close'], links: [['Go to My Account', '/my-account']] });
  },
};
export const RedirectHome: Story = {
  args: { section: 'redirect-home' },
  play: async ({ canvasElement, args }) => {
    await expectPopup(canvasElement, { role: 'alertdialog', title: 'This page is not available', links: [['Go to Home', '/']] });
    await userEvent.keyboard('{Escape}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};
/** The plain-text form of the BA suggestion (the portal shows it with SuggestionDialog). */
export const JustAfterLogin: Story = {
  args: { section: 'just-after-login', title: 'Aoife Byrne suggested these products', items: ['Harbour Gold 20s × 4', 'Vapora Mint Pods 2-pack 18mg × 2'] },
  play: async ({ canvasElement }) => {
    await expectPopup(canvasElement, { role: 'dialog', title: 'Aoife Byrne suggested these products', buttons: ['Continue'], links: [['Go to cart', '/cart']] });
  },
};
/** Clearing the cart: Cancel is focused first (the safe choice); Cancel closes. */
export const ClearCart: Story = {
  args: { section: 'clear-cart', title: 'Clear your cart?', desc: 'All products will be removed from your cart.', confirmLabel: 'Clear cart' },
  play: async ({ canvasElement, args }) => {
    const dialog = await expectPopup(canvasElement, { role: 'alertdialog', title: 'Clear your cart?', buttons: ['Cancel', 'Clear cart'] });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
export const Checkout: Story = {
  args: { section: 'checkout', title: 'Place your order?', desc: 'You are about to submit an order of 12 outers for €1,234.56 (VAT included).' },
  play: async ({ canvasElement, args }) => {
    const dialog = await expectPopup(canvasElement, { role: 'alertdialog', title: 'Place your order?', buttons: ['Cancel', 'Place order'] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
export const EditOrder: Story = {
  args: {
    section: 'edit-order', title: 'Edit order 100245?', desc: "The 8 outers in your cart will be replaced by this order's lines until you update or forget the order.",
    cancelLabel: 'Keep my cart', confirmLabel: 'Edit order',
  },
  play: async ({ canvasElement, args }) => {
    await expectPopup(canvasElement, { role: 'alertdialog', title: 'Edit order 100245?', buttons: ['Keep my cart', 'Edit order'] });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
/** Cancelling a pending order: 'Keep order' is focused first; 'Cancel order' is the destructive one. */
export const CancelOrder: Story = {
  args: { section: 'cancel-order', title: 'Cancel order 100245?', desc: 'The order will not be delivered. A cancelled order cannot be edited again.' },
  play: async ({ canvasElement, args }) => {
    const dialog = await expectPopup(canvasElement, { role: 'alertdialog', title: 'Cancel order 100245?', buttons: ['Keep order', 'Cancel order'] });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
/** The reorder result (§3 Review-order result, §8): outers added, the unavailable products, and 'Go to cart'. */
export const ReviewOrder: Story = {
  args: {
    section: 'review-order', title: '12 outers added to your cart.', desc: messages.unavailableAfterReorder,
    items: ['Briarwood Virginia Mix 100g', 'Vapora Mint Pods 2-pack 18mg'], confirmLabel: 'Go to cart', cancelLabel: 'Close',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await expectPopup(canvasElement, { role: 'alertdialog', title: '12 outers added to your cart.', buttons: ['Close', 'Go to cart'] });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to cart' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
/** The plain-text form of the TM suggestion (the portal shows it with SuggestionDialog). */
export const TmSuggested: Story = {
  args: { section: 'tm-suggested', title: 'Your territory manager suggests', items: ['Harbour Gold 20s × 4'] },
  play: async ({ canvasElement }) => {
    await expectPopup(canvasElement, { role: 'alertdialog', title: 'Your territory manager suggests', buttons: ['No thanks', 'Add to cart'] });
  },
};
export const ForgotPassAlert: Story = {
  args: { section: 'forgot-pass-alert' },
  play: async ({ canvasElement }) => {
    await expectPopup(canvasElement, { role: 'dialog', title: 'Check your email', buttons: ['Close'], links: [['Go to Login', '/login']] });
  },
};
/** A three-step guide: Next moves on (the focus stays on it), Back returns, Done on the last step closes. */
export const StepGuide: Story = {
  args: { section: 'step-guide', title: 'Ordering in three steps', steps: guide },
  play: async ({ canvasElement, args }) => {
    const dialog = await expectPopup(canvasElement, { role: 'dialog', title: 'Ordering in three steps', buttons: ['Next'] });
    const scope = within(dialog);
    await expect(dialog).toHaveTextContent('Step 1 of 3');
    await userEvent.click(scope.getByRole('button', { name: 'Next' }));
    await expect(dialog).toHaveTextContent('Step 2 of 3');
    // Present, not 'visible': toBeVisible reads the opacity, which the dialog's fade-in holds at 0 while a
    // test page in the background gets no animation frames.
    await expect(scope.getByRole('heading', { name: 'Set the outers' })).toBeInTheDocument();
    await expect(scope.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'Next']);
    await expect(scope.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.click(scope.getByRole('button', { name: 'Back' }));
    await expect(dialog).toHaveTextContent('Step 1 of 3');
    // Back is gone on the first step: the focus went to Next, not to the page.
    await waitFor(() => expect(scope.getByRole('button', { name: 'Next' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toHaveTextContent('Step 3 of 3');
    await expect(scope.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
/** Leaving the cart with unsaved changes to a pending order (§2.10, §8): 'Continue editing' is focused first. */
export const NavigationPrompt: Story = {
  args: {
    section: 'navigation-prompt', title: 'Leave order 100245 unsaved?', desc: 'Your changes to pending order 100245 have not been saved. Forget them to keep the order as it was.',
    confirmLabel: 'Forget changes', cancelLabel: 'Continue editing',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await expectPopup(canvasElement, { role: 'alertdialog', title: 'Leave order 100245 unsaved?', buttons: ['Continue editing', 'Forget changes'] });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue editing' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
/** A video with controls, its poster and English captions; nothing is fetched before play. */
export const Video: Story = {
  args: { section: 'video', title: 'What is the stock card?', video: { src: '/media/what-is-the-stock-card.mp4', poster, captions } },
  play: async ({ canvasElement }) => {
    const dialog = await expectPopup(canvasElement, { role: 'dialog', title: 'What is the stock card?', buttons: ['Close'] });
    const video = dialog.querySelector('video')!;
    await expect(video.controls).toBe(true);
    await expect(video.preload).toBe('none');
    await expect(video.querySelector('track[kind="captions"]')).not.toBeNull();
  },
};

// States.

/** Checkout submitting: the confirm shows a spinner, Cancel is disabled and Escape does nothing. */
export const CheckoutSubmitting: Story = {
  args: { ...Checkout.args, isConfirmPending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Place your order?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
/** An alert listing products (§8 unavailable after a reorder). */
export const UnavailableItems: Story = {
  args: { section: 'alert', title: 'Some products are unavailable', desc: messages.unavailableAfterReorder, items: ['Harbour Gold 20s', 'Vapora Mint Pods 2-pack 18mg'] },
  play: async ({ canvasElement }) => {
    const dialog = await expectPopup(canvasElement, { role: 'alertdialog', title: 'Some products are unavailable', buttons: ['Close'] });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const LongText: Story = {
  args: { section: 'alert', title: 'A very long title that wraps over more than one line on a phone screen', desc: 'A long explanation that keeps going. '.repeat(12) },
  globals: { viewport: { value: 'phone' } },
};
/** The reorder result when nothing could be added again while editing (§8 'Your items are currently unavailable.'): Close only. */
export const ReviewOrderWhileEditing: Story = {
  args: { section: 'review-order', title: '0 outers added to your cart.', desc: messages.unavailableWhenEditing, items: ['Harbour Gold 20s'], cancelLabel: 'Close', onConfirm: undefined },
  play: async ({ canvasElement }) => {
    await expectPopup(canvasElement, { role: 'alertdialog', title: '0 outers added to your cart.', buttons: ['Close'] });
  },
};
/** A one-step guide starts on its last step: Done only. */
export const StepGuideOneStep: Story = {
  args: { section: 'step-guide', title: 'Your stock card', steps: [guide[1]!] },
  play: async ({ canvasElement }) => {
    const dialog = await expectPopup(canvasElement, { role: 'dialog', title: 'Your stock card', buttons: ['Done'] });
    await expect(dialog).toHaveTextContent('Step 1 of 1');
  },
};

/** Every section of the table has its story: a section without one fails the type check. */
const sectionStories = {
  alert: Alert, fail: Fail, checkoutError: CheckoutError, success: Success, 'html-message': HtmlMessage, logout: Logout,
  'close-redirect': CloseRedirect, redirect: Redirect, expired: Expired, account: Account, 'redirect-home': RedirectHome,
  'just-after-login': JustAfterLogin, 'clear-cart': ClearCart, checkout: Checkout, 'edit-order': EditOrder, 'cancel-order': CancelOrder,
  'review-order': ReviewOrder, 'tm-suggested': TmSuggested, 'forgot-pass-alert': ForgotPassAlert, 'step-guide': StepGuide,
  'navigation-prompt': NavigationPrompt, video: Video,
} satisfies Record<PopupSection, Story>;
void sectionStories;
