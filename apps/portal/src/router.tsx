/**
 * The routes of §2.1 and §2.2 built so far, in React Router's declarative mode (ADR 0007): the data router
 * costs ~17 kB gzip more on every route, for loaders and actions this portal does not use. The private
 * shell, its guards and pages are `React.lazy` chunks, so the login page ships only the public template
 * (no server-state cache, no ordering components). Navigations run in `startTransition` (the router's
 * default), so the current page stays on screen until the next one's chunk has loaded.
 */
import { Component, Fragment, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@trade-portal/api-client';
import { isOrderingLink, ORDERING_PATHS, type PublicPath } from '@trade-portal/domain';
import { Button, ErrorPage } from '@trade-portal/ui';
import { lazyPart, suspenseComponent, type LazyPart } from '@trade-portal/ui/lazyPart';
import { LoginPage } from './features/login/LoginPage';
import { RootLayout } from './shell/RootLayout';

type Page = LazyPart<{ default: ComponentType }>;

// The shell's module starts the calls every private page waits on as it loads (`startSessionCalls`).
const shell = lazyPart(() => import('./shell/PrivateLayout'));
const orderingGuard = lazyPart(() => import('./shell/RouteGuards'));

/**
 * The lazy chunks of each private path, shell first: what `preloadRoute` fetches and what the routes render.
 * Paths are the §2.1 routes; those of `ORDERING_PATHS` (domain) are the ones tier 3 may not open (§2.4; order
 * views too, §3 and §6), behind the ordering guard.
 */
const privatePages = {
  '/': lazyPart(() => import('./features/home/HomePage')),
  '/place-order': lazyPart(() => import('./features/place-order/PlaceOrderPage')),
  '/cart': lazyPart(() => import('./features/cart/CartPage')),
  '/my-orders': lazyPart(() => import('./features/my-orders/MyOrdersPage')),
  '/my-orders/insights': lazyPart(() => import('./features/my-orders/InsightsPage')),
  '/order-confirmation': lazyPart(() => import('./features/order-confirmation/OrderConfirmationPage')),
  '/review-order': lazyPart(() => import('./features/review-order/ReviewOrderPage')),
  '/stock-card': lazyPart(() => import('./features/stock-card/StockCardPage')),
  '/quick-order': lazyPart(() => import('./features/quick-order/QuickOrderPage')),
  '/multi-store-order': lazyPart(() => import('./features/multi-store-order/MultiStoreOrderPage')),
  '/check-in': lazyPart(() => import('./features/check-in/CheckInPage')),
  '/set-eoid-fid': lazyPart(() => import('./features/track-and-trace/SetEoidFidPage')),
  '/faqs': lazyPart(() => import('./features/help/HelpPage')),
  '/contact': lazyPart(() => import('./features/help/HelpPage')),
  '/videos': lazyPart(() => import('./features/videos/VideosPage')),
  '/vlogs': lazyPart(() => import('./features/videos/VlogsPage')),
  '/p4p': lazyPart(() => import('./features/partner-hub/PartnerHubPage')),
  '/see-all-downloads': lazyPart(() => import('./features/downloads/DownloadsPage')),
  '/privacy-policy': lazyPart(() => import('./features/legal/LegalPage')),
  '/cookies-policy': lazyPart(() => import('./features/legal/LegalPage')),
  '/terms-conditions': lazyPart(() => import('./features/legal/LegalPage')),
  '/declaration': lazyPart(() => import('./features/legal/LegalPage')),
  '/change-password': lazyPart(() => import('./features/account/ChangePasswordPage')),
  '/my-account': lazyPart(() => import('./features/account/MyAccountPage')),
} satisfies Record<string, Page>;

/** The standalone private routes of §2.1: a session, no shell (`StandaloneLayout`). */
const standalone = lazyPart(() => import('./shell/StandaloneLayout'));
const standalonePages = {
  '/invoice': lazyPart(() => import('./features/invoice/InvoicePage')),
  '/home-asset': lazyPart(() => import('./features/downloads/HomeAssetPage')),
} satisfies Record<string, Page>;

/**
 * The public routes of §2.2 other than /login (which is in the entry): each its own chunk. Exactly
 * domain's PUBLIC_PATHS (the type says so), the list the public slider's links are checked against.
 */
const publicPages = {
  '/contact-us': lazyPart(() => import('./features/contact-us/ContactUsPage')),
  '/privacy-policy-public': lazyPart(() => import('./features/legal/PublicLegalPage')),
  '/cookies-policy-public': lazyPart(() => import('./features/legal/PublicLegalPage')),
  '/terms-conditions-register': lazyPart(() => import('./features/legal/PublicLegalPage')),
  '/password': lazyPart(() => import('./features/account/PasswordPage')),
  '/register': lazyPart(() => import('./features/account/RegisterPage')),
  '/verify-account': lazyPart(() => import('./features/account/VerifyAccountPage')),
  '/resend-verification': lazyPart(() => import('./features/account/ResendEmailPage')),
  '/resend-email': lazyPart(() => import('./features/account/ResendEmailPage')),
  '/forgotten-password': lazyPart(() => import('./features/account/ForgottenPasswordPage')),
  '/reset-password': lazyPart(() => import('./features/account/ResetPasswordPage')),
  '/confirm-email': lazyPart(() => import('./features/account/ConfirmEmailPage')),
} satisfies Record<Exclude<PublicPath, '/login'>, Page>;

const PrivateLayout = suspenseComponent(shell);
const NotFoundPage = suspenseComponent(lazyPart(() => import('./features/errors/NotFoundPage')));
const OrderingOutlet = suspenseComponent(orderingGuard, (m) => m.OrderingOutlet);
const StandaloneLayout = suspenseComponent(standalone);
type PrivatePath = keyof typeof privatePages;
const pageComponents = {} as Record<PrivatePath, ComponentType>;
for (const path of Object.keys(privatePages) as PrivatePath[]) pageComponents[path] = suspenseComponent(privatePages[path]);
const lazyTable = <P extends string>(table: Record<P, Page>) =>
  Object.entries<Page>(table).map(([path, page]) => [path, suspenseComponent(page)] as const);
const standaloneComponents = lazyTable(standalonePages);
const publicComponents = lazyTable(publicPages);

/**
 * Starts loading the chunks a same-origin path needs (the private shell, the ordering guard and the page),
 * so following a link that was hovered or focused does not wait for the network. Unknown paths and
 * /login (already in the entry) do nothing. Safe to call repeatedly: each part loads once (a failed load is tried again at the next call).
 * @param pathname A path such as '/place-order' (query and hash ignored).
 */
export function preloadRoute(pathname: string): void {
  const matches = (path: string) => matchPath({ path, end: true }, pathname);
  const standalonePage = Object.entries<Page>(standalonePages).find(([path]) => matches(path));
  if (standalonePage) {
    standalone.prefetch();
    standalonePage[1].prefetch();
    return;
  }
  const publicPage = Object.entries<Page>(publicPages).find(([path]) => matches(path));
  if (publicPage) {
    publicPage[1].prefetch();
    return;
  }
  const entry = Object.entries(privatePages).find(([path]) => matches(path));
  if (!entry) return;
  const [, page] = entry;
  shell.prefetch();
  if (isOrderingLink(pathname)) orderingGuard.prefetch();
  page.prefetch();
}

/** The HTTP status of an error thrown while rendering: an API error's, else 500 (an unknown server error). */
function statusOf(error: unknown): number {
  if (error instanceof ApiError && error.status >= 400) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Whether `error` is a page's code that could not be fetched (a lazy route's chunk): offline, right after a
 * first login, the device has not kept the portal yet. Chromium, Firefox and Safari word a failed import
 * differently, and a page whose stylesheet fails first fails in Vite's preload ('Unable to preload CSS').
 */
function isUnfetchedCode(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message);
}

/**
 * §8: an error thrown while rendering a route shows the router's error screen, 'Unexpected Application
 * Error!' with its 404 Not Found, 405 Method Not Allowed, 400 Bad Request, 403 Forbidden or unknown-error
 * variant, and a way out ('Try again' reloads the page; the home link leaves it). A page whose code
 * could not be fetched offline says so instead ('You are offline'). Keyed by the path in
 * `AppRoutes` by the path (`resetKey`), so navigating away clears it.
 */
class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }
  // A navigation (the home link) leaves the error screen; a key on the boundary would instead remount the
  // whole route tree, shell included, on every navigation.
  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    if (!this.state.error) return this.props.children;
    const retry = <Button variant="secondary" onPress={() => window.location.reload()}>Try again</Button>;
    if (isUnfetchedCode(this.state.error) && !navigator.onLine) return <ErrorPage variant="offline" action={retry} />;
    return <ErrorPage status={statusOf(this.state.error)} variant="error" action={retry} />;
  }
}

const routeOf = (path: PrivatePath) => {
  const Page = pageComponents[path];
  return path === '/' ? <Route index element={<Page />} /> : <Route path={path.slice(1)} element={<Page />} />;
};

/** The route table (§2, §8): public /login, the private shell with its pages, and the 404. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      {/* Shown only while the first lazy chunk of a cold load arrives; later navigations keep the old page. */}
      <Suspense fallback={<div aria-busy="true" />}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/login" element={<LoginPage />} />
            {publicComponents.map(([path, Page]) => <Route key={path} path={path} element={<Page />} />)}
            <Route element={<StandaloneLayout />}>
              {standaloneComponents.map(([path, Page]) => <Route key={path} path={path} element={<Page />} />)}
            </Route>
            <Route element={<PrivateLayout />}>
              {routeOf('/')}
              <Route element={<OrderingOutlet />}>
                {/* The same list hides every call to action into these pages from tier 3 (mayFollow, §6). */}
                {ORDERING_PATHS.map((path) => <Fragment key={path}>{routeOf(path)}</Fragment>)}
              </Route>
              {routeOf('/set-eoid-fid')}
              {routeOf('/faqs')}
              {routeOf('/contact')}
              {routeOf('/videos')}
              {routeOf('/vlogs')}
              {routeOf('/p4p')}
              {routeOf('/see-all-downloads')}
              {routeOf('/privacy-policy')}
              {routeOf('/cookies-policy')}
              {routeOf('/terms-conditions')}
              {routeOf('/declaration')}
              {routeOf('/change-password')}
              {routeOf('/my-account')}
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
