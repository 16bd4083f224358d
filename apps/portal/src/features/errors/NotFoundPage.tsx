import { ErrorPage } from '@trade-portal/ui';
import { useEffect } from 'react';

/** Unknown routes (§2.1): the 404 page. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Trade Portal';
    return () => {
      document.title = 'Trade Portal';
    };
  }, []);
  return <ErrorPage status={404} />;
}
