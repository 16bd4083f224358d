/**
 * The private shell of §2.4–§2.7: header, notification strip, info bar, content, footer, back-to-top,
 * the popup and the store switch (which asks first while the current store's cart holds outers: the §2.5
 * dialog on desktop, the STORE side drawer of §2.11 on phones), the side drawer's state (`useSideDrawer`); the
 * keep-alive of §4, and the suggestion of §1 at session start (`SessionSuggestion`). Redirects to
 * /login without a session (§2.1).
 * A 'Skip to content' link comes first, and each navigation moves focus to the new page's heading.
 */
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BackToTop, Footer, Header, InfoBar, SideDrawer, Spinner, StoreSwitchDialog, Box, media, type HeaderProps, type StoreDrawerProps } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import type { BackEndCart } from '@trade-portal/api-client';
import { cartSummary, ServerStateProvider, startSessionCalls, useCartFigure, useCurrentAccount, useOrderCutOff, useRecentOrder, useUserInfo } from '../api';
import { setAccountNumber } from '../session';
import { RequireSession } from './RouteGuards';
import { PopupProvider } from '../popups/PopupProvider';
import { SideDrawerProvider, useSideDrawer, useSideDrawerActions } from './SideDrawerProvider';
import { useBackToTop } from './useBackToTop';
import { useStickyBarLift } from './useStickyBarLift';
import { useFocusPageHeading } from './useFocusPageHeading';
import { useLogout } from './useLogout';
import { requestLeave } from './navigationGuard';
import { useStockCardLink } from './useStockCardLink';
import { useAfterInteractive } from './useAfterInteractive';
import * as css from './layout.css';
import DownloadRow from './DownloadRow';
import NotificationArea from './NotificationArea';
import PopupBanners from '../popups/PopupBanners';
import { pageBackground } from './pageBackground';

// Loading this module (the route, or a link to a private page hovered) starts the calls every private page
// waits on, the stores and the cart, beside the page's own code rather than after the shell's first render
// (ADR 0038). Nothing is asked without a session.
startSessionCalls();

// The session-start suggestion (§1) loads beside the page, not as part of its first download.
const SessionSuggestion = suspenseComponent(lazyPart(() => import('../popups/SessionSuggestion')));
// The §4 keep-alive (its machine brings xstate) loads beside the page and starts checking when it arrives.
const KeepAlive = suspenseComponent(lazyPart(() => import('./useKeepAlive')), (m) => m.KeepAlive);
// The navigation prompt for unsaved edits (§2.10) loads only while the cart holds a pending order.
const EditingGuard = suspenseComponent(lazyPart(() => import('./EditingGuard')));
// The survey (§2.12) and the help bot (§2.8) load once the page is interactive, each in its own chunk.
const SurveyWidget = suspenseComponent(lazyPart(() => import('../survey/SurveyWidget')));
const HelpbotWidget = suspenseComponent(lazyPart(() => import('../helpbot/HelpbotWidget')));
// The offline cart's sync and notice (ADR 0031) load beside the page: they must send what an earlier visit saved.
const OfflineSync = suspenseComponent(lazyPart(() => import('./OfflineSync')));

// The cart's figures the frame shows, each read by the small part that shows it: a tap on a stepper then
// re-renders the header's cart link, not the whole frame around the page (ADR 0037).
const cartItemsOf = (cart: BackEndCart) => cart.TotalItems;
const pendingOrderOf = (cart: BackEndCart) => cart.PendingOrderNumber;

/** The header with the cart link's outers and total. */
function CartHeader(props: Omit<HeaderProps, 'cartItems' | 'cartTotal'>) {
  const summary = useCartFigure(cartSummary);
  // Until the cart is read the link keeps a total's room and shows none: never 'Cart €0.00' for a cart not read yet.
  return <Header {...props} cartItems={summary?.items ?? 0} cartTotal={summary?.total ?? null} />;
}

/** The outers in the cart (0 while it loads), for the store switch's question. */
function WithCartItems({ children }: { children: (cartItems: number) => ReactNode }) {
  return children(useCartFigure(cartItemsOf) ?? 0);
}

/** The STORE drawer (§2.11), open while the shell's drawer state says so. */
function StoreDrawer(props: Omit<StoreDrawerProps, 'type' | 'isOpen' | 'onClose' | 'cartItems'>) {
  const drawer = useSideDrawer();
  return <WithCartItems>{(cartItems) => <SideDrawer type="STORE" isOpen={drawer.isOpenAs('STORE')} onClose={drawer.close} cartItems={cartItems} {...props} />}</WithCartItems>;
}

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/** Back to top (§2.7), shown once the page has scrolled: its own component, so scrolling redraws only it. */
function ScrollBackToTop() {
  return <BackToTop isVisible={useBackToTop()} onPress={scrollToTop} />;
}

function Shell({ children }: { children?: ReactNode }) {
  useFocusPageHeading();
  const location = useLocation();
  const { accounts, account, restricted } = useCurrentAccount();
  const pendingOrderNumber = useCartFigure(pendingOrderOf) ?? null;
  // Tier 3 has no order views (§3, §6): no 'Last order' link, and no call the server would refuse.
  const recentOrder = useRecentOrder(account !== null && !restricted);
  // Tier 3 orders nothing, so it has no cut-off to count down to.
  const cutOff = useOrderCutOff(account !== null && !restricted);
  const userInfo = useUserInfo();
  const logout = useLogout();
  // Until the store's tier is known, no check: a Tier 3 store must never be asked (§2.5, §6).
  const showStockCard = useStockCardLink(account === null || restricted);
  // The floating controls rise above a full-width bar stuck to the bottom of the screen (ADR 0036).
  useStickyBarLift();
  const [switching, setSwitching] = useState(false);
  const isInteractive = useAfterInteractive();
  const drawer = useSideDrawerActions();

  // '(switch)' opens the §2.5 dialog on desktop and the STORE drawer (§2.11) on phones, where a sheet from
  // the bottom is in reach of the thumb; both are the same store switch with the same question first.
  // Stable, as the memoised info bar is drawn again only when its props change.
  const openSwitch = useCallback(() => {
    if (window.matchMedia(media.desktop).matches) setSwitching(true);
    else drawer.open('STORE');
  }, [drawer]);
  const cutOffData = cutOff.data;
  const nextCutOff = useMemo(
    () => (restricted || cutOff.isError ? null : cutOffData ? { nextCutOff: cutOffData.NextCutOff, timeZone: cutOffData.TimeZone } : undefined),
    [restricted, cutOff.isError, cutOffData],
  );
  const switchStore = (accountId: string) => {
    setSwitching(false);
    drawer.close();
    // Unsaved changes to a pending order are asked about first (§2.10 navigation-prompt).
    // Every private query key holds the account number, so the new store's data loads by itself.
    requestLeave(null, () => setAccountNumber(accountId));
  };

  return (
    <Box display="flex" flexDirection="column" className={css.shell} data-background={pageBackground(location.pathname)}>
      <Box as="a" display="inline-flex" alignItems="center" paddingY="small" paddingX="medium" className={css.skipLink} href="#content">Skip to content</Box>
      <CartHeader
        currentPath={location.pathname}
        isRestricted={restricted}
        showStockCard={showStockCard}
        onLogout={logout}
      />
      <NotificationArea />
      <InfoBar
        accountName={account?.AccountName ?? ''}
        canSwitch={accounts.length > 1}
        onSwitch={openSwitch}
        // undefined while loading: the info bar holds the place with a skeleton (no layout shift).
        lastOrder={restricted ? null : recentOrder.isPending ? undefined : (recentOrder.data ?? null)}
        baPhone={userInfo.isPending ? undefined : (userInfo.data?.TmeAccount?.EmployeeMobilePhone ?? null)}
        editingOrderNumber={pendingOrderNumber}
        cutOff={nextCutOff}
        // refetch keeps its identity, so the countdown asks once each time a cut-off passes.
        onCutOffPassed={cutOff.refetch}
      />
      {/* The content column: 16 px sides on phones, 24 px from the tablet width (as the download row under it),
          and on the right at least the floating lane's gutter (ADR 0036, css.main). */}
      <Box
        as="main"
        paddingTop={{ mobile: 'large', tablet: 'xlarge' }}
        paddingLeft={{ mobile: 'medium', tablet: 'large' }}
        paddingBottom={{ mobile: 'xxlarge', tablet: 'xxxlarge' }}
        className={css.main}
        id="content"
        tabIndex={-1}
      >
        {children ?? <Outlet />}
      </Box>
      <DownloadRow />
      <Footer isLoggedIn isRestricted={restricted} />
      <ScrollBackToTop />
      {/* The §4 session check starts with the page: a session the server has ended is found at once. */}
      <Suspense fallback={null}>
        <KeepAlive />
      </Suspense>
      {/* The session start's suggestion waits until the page is interactive: the first screen does not show
          it, and its chunk and first call would otherwise share the page's first tasks. */}
      {isInteractive && (
        <Suspense fallback={null}>
          <SessionSuggestion />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <OfflineSync />
      </Suspense>
      {isInteractive && account && (
        <Suspense fallback={null}>
          <SurveyWidget />
          <HelpbotWidget />
        </Suspense>
      )}
      <PopupBanners />
      {pendingOrderNumber && (
        <Suspense fallback={null}>
          <EditingGuard />
        </Suspense>
      )}
      {account && (
        <WithCartItems>
          {(cartItems) => (
            <StoreSwitchDialog
              key={account.JtiAccountId}
              isOpen={switching}
              accounts={accounts}
              currentAccountId={account.JtiAccountId}
              onClose={() => setSwitching(false)}
              onSwitch={switchStore}
              cartItems={cartItems}
            />
          )}
        </WithCartItems>
      )}
      {account && accounts.length > 1 && (
        <StoreDrawer
          key={`store-${account.JtiAccountId}`}
          accounts={accounts}
          currentAccountId={account.JtiAccountId}
          onSwitch={switchStore}
        />
      )}
    </Box>
  );
}

/**
 * Route element of every private page; with `children`, the frame around them instead of the route's
 * outlet (the 404 page of a logged-in user, §2.1).
 */
export default function PrivateLayout({ children }: { children?: ReactNode }) {
  return (
    <ServerStateProvider>
      <RequireSession fallback={<Box display="flex" justifyContent="center" padding="xxlarge"><Spinner label="Loading your account" /></Box>}>
        <PopupProvider>
          <SideDrawerProvider>
            <Shell>{children}</Shell>
          </SideDrawerProvider>
        </PopupProvider>
      </RequireSession>
    </ServerStateProvider>
  );
}
