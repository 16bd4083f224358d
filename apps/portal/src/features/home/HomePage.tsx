import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Box, card, CreateOrderDialog, Heading, HeroBanner, HomeDownloads, HomePodsSkeleton, LatestVlog, Stack, Text } from '@trade-portal/ui';
import { useCurrentAccount, useHeroBanner, useHomeAssets, useHomePods, useLatestVlog, useTrackVlogAsset } from '../../api';
import { useStockCardLink } from '../../shell/useStockCardLink';
import { TrackAndTraceBanner } from '../../shell/trackAndTrace';
import { useWhatIsThis } from '../../shell/useWhatIsThis';
import { cta } from '../../shell/links.css';
import * as own from './home.css';

// The carousel's code (Embla, DOMPurify) comes in its own chunk, after the first paint (ADR 0022).
const HomePods = lazy(() => import('./HomePods'));

/**
 * Home `/` (§2.9; ADR 0022). From the top: the welcome heading, the track-and-trace notice of §2.4 while
 * the store's codes are missing, the Shop Now card (→ /place-order) and the My orders card (→
 * /my-orders), both hidden at TierAccessLevel 3 (§6); then the content every store sees: the hero
 * banner, the two newest downloads (the `#downloads` anchor the help bot's link scrolls to, §4), the
 * home pod carousel and the Latest Vlog. The order comes first (DESIGN.md): the cards stay above the fold
 * on a tablet, and the marketing follows them.
 *
 * Every block holds its final size while its data or code loads (skeletons, aspect-ratio boxes), so
 * nothing shifts (CLS). The four content calls start with the page; the carousel's and the vlog's code
 * follows in a lazy chunk. Each start of the vlog is reported as a 'play' (§7 Track/VlogAsset), fire and forget. The heading keeps room for the store's name while the account loads.
 *
 * The trigger of the create-order dialog (§2.6 leaves it open; ADR 0012): for a store with stock-card
 * access, Shop Now's 'Place an order' opens the dialog ('Create Order' → /stock-card, 'What is this?' →
 * /videos in a new tab, 'View Product List' → /place-order) instead of going to /place-order; without
 * access, or until the check has answered, it is the plain link to /place-order. The check follows the
 * header's rule (desktop wider than 931 px, or a touch device), so a narrow desktop window makes none.
 */
export default function HomePage() {
  const { account, restricted } = useCurrentAccount();
  // Until the store's tier is known, no check: a Tier 3 store must never be asked (§2.5, §6).
  const hasStockCard = useStockCardLink(account === null || restricted);
  const [choosing, setChoosing] = useState(false);
  const whatIsThis = useWhatIsThis();
  const banner = useHeroBanner();
  const assets = useHomeAssets();
  const pods = useHomePods();
  const vlog = useLatestVlog();
  const trackVlog = useTrackVlogAsset();
  return (
    <Stack gap="large">
      <Heading level="1" className={own.welcomeTitle}>Welcome{account ? `, ${account.AccountName}` : ''}</Heading>
      <TrackAndTraceBanner />
      {!restricted && (
        <Box display="grid" gap="large" className={own.cards}>
          <Stack as="section" gap="small" padding="large" className={card} aria-labelledby="shop-now">
            <Heading level="2" id="shop-now">Shop Now</Heading>
            <Text as="p" tone="secondary">Browse the product list and fill your cart, in outers.</Text>
            {hasStockCard ? (
              <button type="button" className={`${cta} ${own.ctaButton}`} aria-haspopup="dialog" onClick={() => setChoosing(true)}>
                Place an order
              </button>
            ) : (
              <Link to="/place-order" className={cta}>Place an order</Link>
            )}
          </Stack>
          <Stack as="section" gap="small" padding="large" className={card} aria-labelledby="my-orders">
            <Heading level="2" id="my-orders">My orders</Heading>
            <Text as="p" tone="secondary">Check your order history, statuses and invoices.</Text>
            <Link to="/my-orders" className={cta}>View my orders</Link>
          </Stack>
        </Box>
      )}
      <HeroBanner banner={banner.data} status={banner.status} />
      {/* id="downloads": the help bot's downloads link scrolls here (§4). */}
      <HomeDownloads id="downloads" widgets={assets.data} status={assets.status} />
      {pods.status === 'pending' ? (
        <HomePodsSkeleton />
      ) : pods.status === 'success' ? (
        <Suspense fallback={<HomePodsSkeleton />}>
          <HomePods pods={pods.data} />
        </Suspense>
      ) : null}
      <LatestVlog vlog={vlog.data} status={vlog.status} onPlay={(vlogId) => trackVlog(vlogId, 'play')} />
      {hasStockCard && <CreateOrderDialog isOpen={choosing} onOpenChange={setChoosing} onWhatIsThis={whatIsThis} />}
    </Stack>
  );
}
