import { Link } from 'react-router';
import { Stack } from '@trade-portal/ui';
import { useCurrentAccount } from '../../api';
import { TrackAndTraceBanner } from '../../shell/trackAndTrace';
import * as css from '../../shell/layout.css';

/**
 * Home `/` (§2.9), first cut: the Shop Now card (→ /place-order) and the My orders card (→ /my-orders),
 * both hidden at TierAccessLevel 3 (§6); the track-and-trace notice of §2.4 while the store's codes are missing. Banners and pods come later.
 * The heading keeps room for the store's name while the account loads (no layout shift).
 */
export default function HomePage() {
  const { account, restricted } = useCurrentAccount();
  return (
    <Stack gap="large">
      <h1 className={`${css.pageTitle} ${css.welcomeTitle}`}>Welcome{account ? `, ${account.AccountName}` : ''}</h1>
      <TrackAndTraceBanner />
      {!restricted && (
        <div className={css.homeCards}>
          <section className={css.card} aria-labelledby="shop-now">
            <h2 id="shop-now" className={css.cardTitle}>Shop Now</h2>
            <p className={css.muted}>Browse the product list and fill your cart, in outers.</p>
            <Link to="/place-order" className={css.cta}>Place an order</Link>
          </section>
          <section className={css.card} aria-labelledby="my-orders">
            <h2 id="my-orders" className={css.cardTitle}>My orders</h2>
            <p className={css.muted}>Check your order history, statuses and invoices.</p>
            <Link to="/my-orders" className={css.cta}>View my orders</Link>
          </section>
        </div>
      )}
    </Stack>
  );
}
