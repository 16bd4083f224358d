/**
 * The routes of §2.1 and §2.2 built so far. The private shell, its guards and pages load lazily, so the
 * login page ships only the public template (no server-state cache, no ordering components).
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './features/errors/RouteError';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { LoginPage } from './features/login/LoginPage';
import { RootLayout } from './shell/RootLayout';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The route table: public /login, the private shell and its pages, and the 404 (§2, §8). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first lazy page loads.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        ...page(() => import('./shell/PrivateLayout')),
        children: [
          { index: true, ...page(() => import('./features/home/HomePage')) },
          {
            // §2.4: TierAccessLevel 3 is sent to / from these.
            ...page(() => import('./shell/guards').then((m) => ({ default: m.OrderingOutlet }))),
            children: [
              { path: 'place-order', ...page(() => import('./features/place-order/PlaceOrderPage')) },
              { path: 'cart', ...page(() => import('./features/cart/CartPage')) },
              { path: 'my-orders', ...page(() => import('./features/my-orders/MyOrdersPage')) },
            ],
          },
          { path: 'order-confirmation', ...page(() => import('./features/order-confirmation/OrderConfirmationPage')) },
          { path: 'review-order', ...page(() => import('./features/review-order/ReviewOrderPage')) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The browser router of the portal. */
export const router = createBrowserRouter(routes);
