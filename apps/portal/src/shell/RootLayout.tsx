import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { lightTheme } from '@trade-portal/ui';
import { useEffect } from 'react';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Root of every route: the theme class on <body> and react-aria's router bridge, so the component
 * library's links navigate inside the app instead of reloading the page.
 */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    document.body.classList.add(lightTheme);
    return () => document.body.classList.remove(lightTheme);
  }, []);
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
