import { Link } from 'react-aria-components';
import { messages } from '@trade-portal/domain';
import { Button } from '../Button';
import { InlineMessage } from '../Feedback';
import * as css from './Shell.css';

const titles: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed' };

/** The 404 page and the router's error screen of §8 ('Unexpected Application Error!'). */
export function ErrorPage({ status = 404, detail }: { status?: number; detail?: string }) {
  const isNotFound = status === 404;
  return (
    <main className={css.errorPage}>
      <span className={css.errorCode}>{status}</span>
      <h1>{isNotFound ? 'Page not found' : messages.unexpectedError}</h1>
      <p>{titles[status] ?? 'Something went wrong on our side.'}{detail ? ` ${detail}` : ''}</p>
      <Link href="/" className={css.inlineLink}>Go to the home page</Link>
    </main>
  );
}

/** The back-to-top button of §2.4 (the portal decides `isVisible` from the scroll). */
export function BackToTop({ isVisible, onPress }: { isVisible: boolean; onPress: () => void }) {
  if (!isVisible) return null;
  return <div className={css.backToTop}><Button variant="secondary" tone="accent" onPress={onPress} aria-label="Back to top">↑</Button></div>;
}

/** The Track and Trace notice of §2.4 (on / and /cart). */
export function TrackAndTraceNotice() {
  return (
    <div className={css.notice}>
      <InlineMessage tone="caution">Track and Trace: EOID and FID codes must be submitted before ordering (in effect since 20 May). <Link href="/set-eoid-fid" className={css.inlineLink}>Submit your codes</Link></InlineMessage>
    </div>
  );
}
