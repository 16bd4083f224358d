import { Inline, Link } from '@trade-portal/ui';
import * as css from './MyOrdersViews.css';

/**
 * The two views of My Orders as links (§4 the order list; 'Insights', beyond the spec), the
 * current one marked `aria-current="page"` and shown chosen (a gold bar under primary text, as the header's). Links, not tabs, since each view is a route of its own: the
 * Insights view and its charts load only when it is opened, and its address can be bookmarked.
 */
export function MyOrdersViews({ current }: { current: 'orders' | 'insights' }) {
  return (
    <nav aria-label="My Orders views">
      <Inline gap="large">
        <Link variant="standalone" className={css.view} href="/my-orders" aria-current={current === 'orders' ? 'page' : undefined}>Orders</Link>
        <Link variant="standalone" className={css.view} href="/my-orders/insights" aria-current={current === 'insights' ? 'page' : undefined}>Insights</Link>
      </Inline>
    </nav>
  );
}
