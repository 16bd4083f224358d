/**
 * The routes of §2.1 and §2.2 built so far, in React Router's declarative mode (ADR 0007): the data router
 * costs ~17 kB gzip more on every route, for loaders and actions this portal does not use. The private
 * shell, its guards and pages are `React.lazy` chunks, so the login page ships only the public template
 * (no server-state cache, no ordering components). Navigations run in `startTransition` (the router's
 * default), so the current page stays on screen until the next one's chunk has loaded.
 */
import { Component, Fragment, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@trade-portal/api-client';
import { isOrderingLink, ORDERING_PATHS, type PublicPath } from '@trade-portal/domain';
import { Button, ErrorPage } from '@trade-portal/ui';
import { LoginPage } from './features/login/LoginPage';
import { RootLayout } from './shell/RootLayout';

type Loader = () => Promise<{ default: ComponentType }>;

// The shell's module starts the calls every private page waits on as it loads (`startSessionCalls`).
const loadShell: Loader = () => import('./shell/PrivateLayout');
const loadOrderingGuard: Loader = () => import('./shell/RouteGuards').then((m) => ({ default: m.OrderingOutlet }));

/**
 * The lazy chunks of each private path, shell first: what `preloadRoute` fetches and what the routes render.
 * Paths are the §2.1 routes; those of `ORDERING_PATHS` (domain) are the ones tier 3 may not open (§2.4; order
 * views too, §3 and §6), behind the ordering guard.
 */
const privatePages = {
  '/': { load: () => import('./features/home/HomePage') },
  '/place-order': { load: () => import('./features/place-order/PlaceOrderPage') },
  '/cart': { load: () => import('./features/cart/CartPage') },
  '/my-orders': { load: () => import('./features/my-orders/MyOrdersPage') },
  '/my-orders/insights': { load: () => import('./features/my-orders/InsightsPage') },
  '/order-confirmation': { load: () => import('./features/order-confirmation/OrderConfirmationPage') },
  '/review-order': { load: () => import('./features/review-order/ReviewOrderPage') },
  '/stock-card': { load: () => import('./features/stock-card/StockCardPage') },
  '/quick-order': { load: () => import('./features/quick-order/QuickOrderPage') },
  '/multi-store-order': { load: () => import('./features/multi-store-order/MultiStoreOrderPage') },
  '/set-eoid-fid': { load: () => import('./features/track-and-trace/SetEoidFidPage') },
  '/faqs': { load: () => import('./features/help/HelpPage') },
  '/contact': { load: () => import('./features/help/HelpPage') },
  '/videos': { load: () => import('./features/videos/VideosPage') },
  '/vlogs': { load: () => import('./features/videos/VlogsPage') },
  '/p4p': { load: () => import('./features/partner-hub/PartnerHubPage') },
  '/see-all-downloads': { load: () => import('./features/downloads/DownloadsPage') },
  '/privacy-policy': { load: () => import('./features/legal/LegalPage') },
  '/cookies-policy': { load: () => import('./features/legal/LegalPage') },
  '/terms-conditions': { load: () => import('./features/legal/LegalPage') },
  '/declaration': { load: () => import('./features/legal/LegalPage') },
  '/change-password': { load: () => import('./features/account/ChangePasswordPage') },
  '/my-account': { load: () => import('./features/account/MyAccountPage') },
} satisfies Record<string, { load: Loader }>;

/** The standalone private routes of §2.1: a session, no shell (`StandaloneLayout`). */
const loadStandalone: Loader = () => import('./shell/StandaloneLayout');
const standalonePages = {
  '/invoice': () => import('./features/invoice/InvoicePage'),
  '/home-asset': () => import('./features/downloads/HomeAssetPage'),
} satisfies Record<string, Loader>;

/**
 * The public routes of §2.2 other than /login (which is in the entry): each its own chunk. Exactly
 * domain's PUBLIC_PATHS (the type says so), the list the public slider's links are checked against.
 */
const publicPages = {
  '/contact-us': () => import('./features/contact-us/ContactUsPage'),
  '/privacy-policy-public': () => import('./features/legal/PublicLegalPage'),
  '/cookies-policy-public': () => import('./features/legal/PublicLegalPage'),
  '/terms-conditions-register': () => import('./features/legal/PublicLegalPage'),
  '/password': () => import('./features/account/PasswordPage'),
  '/register': () => import('./features/account/RegisterPage'),
  '/verify-account': () => import('./features/account/VerifyAccountPage'),
  '/resend-verification': () => import('./features/account/ResendEmailPage'),
  '/resend-email': () => import('./features/account/ResendEmailPage'),
  '/forgotten-password': () => import('./features/account/ForgottenPasswordPage'),
  '/reset-password': () => import('./features/account/ResetPasswordPage'),
  '/confirm-email': () => import('./features/account/ConfirmEmailPage'),
} satisfies Record<Exclude<PublicPath, '/login'>, Loader>;

const PrivateLayout = lazy(loadShell);
const NotFoundPage = lazy(() => import('./features/errors/NotFoundPage'));
const OrderingOutlet = lazy(loadOrderingGuard);
const StandaloneLayout = lazy(loadStandalone);
type PrivatePath = keyof typeof privatePages;
const pageComponents = {} as Record<PrivatePath, ComponentType>;
for (const path of Object.keys(privatePages) as PrivatePath[]) pageComponents[path] = lazy(privatePages[path].load);
const lazyTable = <P extends string>(table: Record<P, Loader>) =>
  Object.entries<Loader>(table).map(([path, load]) => [path, lazy(load)] as const);
const standaloneComponents = lazyTable(standalonePages);
const publicComponents = lazyTable(publicPages);

/**
 * Starts loading the chunks a same-origin path needs (the private shell, the ordering guard and the page),
 * so following a link that was hovered or focused does not wait for the network. Unknown paths and
 * /login (already in the entry) do nothing. Safe to call repeatedly: the module loader caches each import.
 * @param pathname A path such as '/place-order' (query and hash ignored).
 */
export function preloadRoute(pathname: string): void {
  const matches = (path: string) => matchPath({ path, end: true }, pathname);
  const standalone = Object.entries<Loader>(standalonePages).find(([path]) => matches(path));
  if (standalone) {
    void loadStandalone();
    void standalone[1]();
    return;
  }
  const publicPage = Object.entries<Loader>(publicPages).find(([path]) => matches(path));
  if (publicPage) {
    void publicPage[1]();
    return;
  }
  const entry = Object.entries(privatePages).find(([path]) => matches(path));
  if (!entry) return;
  const [, page] = entry;
  void loadShell();
  if (isOrderingLink(pathname)) void loadOrderingGuard();
  void page.load();
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
