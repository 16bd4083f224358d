import { messages } from '@trade-portal/domain';
import { Link } from '../../primitives/Link';
import * as css from './ErrorPage.css';

/** The router's named errors of §8. */
const statusTitles: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed' };

export interface ErrorPageProps {
  /** HTTP-like status: 404 shows 'Page not found'; 400, 403, 405 and anything else 'Unexpected Application Error!'. @default 404 */
  status?: number;
  /** Extra detail (a status text); shown after the status name. */
  detail?: string;
  /** Where the home link goes. @default '/' */
  homeHref?: string;
}

/**
 * The 404 page and the router's error screen of §8: the status, a heading ('Page not found', or
 * 'Unexpected Application Error!' with 'Bad Request', 'Forbidden', 'Method Not Allowed' or an unknown
 * server error), and a link home.
 */
export function ErrorPage({ status = 404, detail, homeHref = '/' }: ErrorPageProps) {
  const isNotFound = status === 404;
  const name = statusTitles[status] ?? 'Something went wrong on our side.';
  return (
    <main className={css.page}>
      <span className={css.code} aria-hidden="true">{status}</span>
      <h1 className={css.title}>{isNotFound ? 'Page not found' : messages.unexpectedError}</h1>
      <p className={css.text}>
        {isNotFound ? 'The page you are looking for does not exist or has moved.' : `${status} ${name}`}
        {detail ? ` ${detail}` : ''}
      </p>
      <Link href={homeHref} variant="standalone">Go to the home page</Link>
    </main>
  );
}
