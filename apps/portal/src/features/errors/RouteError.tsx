import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@trade-portal/ui';

/**
 * The router's errorElement (§8 Generic router errors): 404, 405, 400, 403 or an unknown server error,
 * under 'Unexpected Application Error!'.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} detail={error.statusText || undefined} />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage status={500} />;
}
