import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { lightTheme } from '@trade-portal/ui';
import { useEffect, useLayoutEffect } from 'react';
import { installNavigationAnalytics } from '../analytics/analytics';
import { requestLeave } from './navigationGuard';
import { useScrollRestoration } from './useScrollRestoration';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Root of every route: the theme class on <body>, set before the first paint, and react-aria's router
 * bridge, so the component library's links navigate inside the app instead of reloading the page (each
 * through the navigation guard, `requestLeave`); the navigation-click analytics listener (§7); each new page
 * opening at the top, and Back and Forward at the position left (`useScrollRestoration`).
 */
/**
 * react-router's `useHref` for the component library's links: in-app paths resolve against the router
 * (base name, relative paths), while addresses with a scheme (`mailto:`, `tel:`, `https:`) are left as they
 * are; resolved as paths they became '/login/mailto:…'.
 * @param to A path or an absolute address.
 */
function useLinkHref(to: string): string {
  const resolved = useHref(to);
  return /^[a-z][a-z\d+.-]*:/i.test(to) ? to : resolved;
}

export function RootLayout() {
  const navigate = useNavigate();
  useScrollRestoration();
  // Before the first paint (a layout effect, not an effect): every size and colour is a theme variable,
  // so a frame painted without the class draws a collapsed header and info bar that then jump open
  // (layout shift, Lighthouse CLS 0.15 on / before this).
  useLayoutEffect(() => {
    document.body.classList.add(lightTheme);
    return () => document.body.classList.remove(lightTheme);
  }, []);
  // §7: one delegated listener reports header, footer and menu link clicks to window.dataLayer.
  useEffect(() => installNavigationAnalytics(), []);
  return (
    // Every library link and menu item navigates through here, so the navigation guard sees it first (ADR 0007).
    <AriaRouterProvider navigate={(to, options) => requestLeave(to, () => void navigate(to, options))} useHref={useLinkHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
