import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Box, card, CreateOrderDialog, Heading, HeroBanner, HomeDownloads, HomePodsSkeleton, LatestVlog, Stack, Text } from '@trade-portal/ui';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useCurrentAccount, useHeroBanner, useHomeAssets, useHomePods, useLatestVlog, useTrackVlogAsset } from '../../api';
import { useStockCardLink } from '../../shell/useStockCardLink';
import { TrackAndTraceBanner } from '../../shell/TrackAndTraceBanner';
import { Tier3Notice } from './Tier3Notice';
import { useWhatIsThis } from '../../shell/useWhatIsThis';
import { cta } from '../../shell/links.css';
import * as own from './home.css';

/**
 * localStorage: set once this device has offered the create-order choice. A preference of the device,
 * not of a person: it names no user or store, so nothing of one person is left for the next.
 */
export const CREATE_ORDER_CHOICE_KEY = 'createOrderChoiceOffered';

function choiceOffered(): boolean {
  try {
    return localStorage.getItem(CREATE_ORDER_CHOICE_KEY) !== null;
  } catch {
    return false;
  }
}

function markChoiceOffered(): void {
  try {
    localStorage.setItem(CREATE_ORDER_CHOICE_KEY, '1');
  } catch {
    // Storage refused: the choice may be offered again on this device.
  }
}

// The carousel's code (Embla, DOMPurify) comes in its own chunk, after the first paint (ADR 0022).
const HomePods = suspenseComponent(lazyPart(() => import('./HomePods')));
// 'Delivery arrived?' and its history call load beside the page, for stores that may see orders.
const DeliveryPrompt = suspenseComponent(lazyPart(() => import('./DeliveryPrompt')));

/**
 * Home `/` (§2.9; ADR 0022). From the top: the welcome heading, the track-and-trace notice of §2.4 while
 * the store's codes are missing, the Shop Now card (→ /place-order) and the My orders card (→
 * /my-orders), both hidden at TierAccessLevel 3 (§6), where a notice says instead what the store can do
 * and whom to call to order (`Tier3Notice`); then the content every store sees: the hero
 * banner, the two newest downloads (the `#downloads` anchor the help bot's link scrolls to, §4), the
 * home pod carousel and the Latest Vlog. The order comes first (docs/design.md): the cards stay above the fold
 * on a tablet, and the marketing follows them.
 *
 * Every block holds its final size while its data or code loads (skeletons, aspect-ratio boxes), so
 * nothing shifts (CLS). The four content calls start with the page; the carousel's and the vlog's code
 * follows in a lazy chunk. Each start of the vlog is reported as a 'play' (§7 Track/VlogAsset), fire and forget. The heading keeps room for the store's name while the account loads.
 *
 * Shop Now's 'Place an order' is §2.9's link to /place-order. The create-order choice of §2.6 (ADR 0012,
 * 0035) is offered once on a device, on that link: for a store with stock-card access, the first press
 * opens the dialog ('Create Order' → /stock-card, 'What is this?' → the explainer, 'View Product List' →
 * /place-order); from then on the link goes straight to /place-order, and the header's My Stock Card is
 * the way to the card. Until the access check has answered it is the plain link. The check follows the
 * header's rule (desktop wider than 931 px, or a touch device), so a narrow desktop window makes none.
 */
export default function HomePage() {
  const { account, restricted } = useCurrentAccount();
  // Until the store's tier is known, no check: a Tier 3 store must never be asked (§2.5, §6).
  const hasStockCard = useStockCardLink(account === null || restricted);
  const [choosing, setChoosing] = useState(false);
  // Read once per visit: the choice, once offered, stays on this page until it is closed.
  const [offerChoice] = useState(() => !choiceOffered());
  const whatIsThis = useWhatIsThis();
  const banner = useHeroBanner();
  const assets = useHomeAssets();
  const pods = useHomePods();
  const vlog = useLatestVlog();
  const trackVlog = useTrackVlogAsset();
  return (
    <Stack gap="large">
      <Heading level="1" className={own.welcomeTitle}>Welcome{account ? `, ${account.AccountName}` : ''}</Heading>
      {restricted && <Tier3Notice accountName={account?.AccountName ?? ''} />}
      <TrackAndTraceBanner />
      {!restricted && (
        <Box display="grid" gap="large" className={own.cards}>
          <Stack as="section" gap="small" padding="large" className={card} aria-labelledby="shop-now">
            <Heading level="2" id="shop-now">Shop Now</Heading>
            <Text as="p" tone="secondary">Browse the product list and fill your cart, in outers.</Text>
            {hasStockCard && offerChoice ? (
              <button type="button" className={`${cta} ${own.ctaButton}`} aria-haspopup="dialog" onClick={() => { markChoiceOffered(); setChoosing(true); }}>
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
      {account && !restricted && (
        <Suspense fallback={null}>
          <DeliveryPrompt />
        </Suspense>
      )}
      {hasStockCard && <CreateOrderDialog isOpen={choosing} onOpenChange={setChoosing} onWhatIsThis={whatIsThis} />}
    </Stack>
  );
}
