import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header';
import { InfoBar } from './InfoBar';
import { StoreSwitchDialog } from './StoreSwitchDialog';
import { Footer } from './Footer';
import { LoginForm, PublicLayout } from './Public';
import { BackToTop, ErrorPage, TrackAndTraceNotice } from './Misc';

const meta = {
  title: 'UI/Shell',
  component: Header,
  tags: ['autodocs'],
  args: { currentPath: '/place-order', cartItems: 12, cartTotal: 1534.62, onLogout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderDesktop: Story = {};
export const HeaderWithStockCard: Story = { args: { showStockCard: true } };
export const HeaderRestricted: Story = { args: { isRestricted: true } };
export const HeaderEmptyCart: Story = { args: { cartItems: 0, cartTotal: 0 } };
export const HeaderProfileMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Profile' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Profile' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};
export const HeaderPhone: Story = { globals: { viewport: { value: 'phone' } }, parameters: { viewport: { defaultViewport: 'phone' } }, decorators: [(S) => <div style={{ width: 390 }}><S /></div>] };

export const InfoBarSingleStore: Story = {
  render: () => <InfoBar accountName="Corner Shop Rathmines" canSwitch={false} onSwitch={fn()} lastOrder={{ OrderNumber: '100245', OrderDate: '2026-11-21T10:00:00Z' }} baPhone="087 123 4567" />,
};
export const InfoBarSeveralStores: Story = {
  render: () => <InfoBar accountName="Quayside News Galway" canSwitch onSwitch={fn()} lastOrder={{ OrderNumber: '100300', OrderDate: '2026-11-02T10:00:00Z' }} baPhone="086 234 5678" />,
};
export const InfoBarEditingOrder: Story = {
  render: () => <InfoBar accountName="Corner Shop Rathmines" canSwitch={false} onSwitch={fn()} editingOrderNumber="100245" baPhone="087 123 4567" />,
};
export const InfoBarNoHistory: Story = { render: () => <InfoBar accountName="A very long store name that keeps going, Main Street, Ballyjamesduff" canSwitch onSwitch={fn()} /> };

export const StoreSwitch: Story = {
  render: () => (
    <StoreSwitchDialog
      isOpen
      currentAccountId="10020001"
      onClose={fn()}
      onSwitch={fn()}
      accounts={[
        { JtiAccountId: '10020001', AccountName: 'Quayside News Galway', AddressLine1: '3 Merchants Road, Galway' },
        { JtiAccountId: '10020002', AccountName: 'Quayside News Salthill', AddressLine1: '88 Upper Salthill, Galway' },
      ]}
    />
  ),
};
export const FooterLoggedIn: Story = { render: () => <Footer isLoggedIn /> };
export const FooterRestricted: Story = { render: () => <Footer isLoggedIn isRestricted /> };
export const FooterLoggedOut: Story = { render: () => <Footer isLoggedIn={false} /> };
export const Login: Story = {
  render: () => <PublicLayout title="Log in"><LoginForm onSubmit={fn()} /></PublicLayout>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Log in' }));
    await expect((await c.findAllByText('This field is required.')).length).toBe(2);
    await userEvent.type(c.getByLabelText('Email'), 'not-an-email');
    await expect(await c.findByText('Invalid email format. Please try again.')).toBeVisible();
  },
};
export const LoginServerError: Story = { render: () => <PublicLayout title="Log in"><LoginForm onSubmit={fn()} errorMessage="The user name or password is incorrect." /></PublicLayout> };
export const LoginPending: Story = { render: () => <PublicLayout title="Log in"><LoginForm onSubmit={fn()} isPending /></PublicLayout> };
export const NotFound: Story = { render: () => <ErrorPage status={404} /> };
export const UnexpectedError: Story = { render: () => <ErrorPage status={500} /> };
export const Notices: Story = { render: () => <div><TrackAndTraceNotice /><BackToTop isVisible onPress={fn()} /></div> };
