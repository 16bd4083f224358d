/**
 * The CMS popup banners of the private shell (§3 Popup banner; ADR 0021): once the page is interactive
 * (`useAfterInteractive`), `PopUpBanners.tsx` loads as a chunk of its own and shows at most one banner
 * per browser session, when no other modal is open. Nothing of it is in a page's first download.
 */
import { lazy, Suspense } from 'react';
import { useAfterInteractive } from '../shell/useAfterInteractive';

const PopUpBanners = lazy(() => import('./PopUpBanners'));

/** Mount once in the private shell. */
export default function PopUpBannerHost() {
  const interactive = useAfterInteractive();
  return interactive ? (
    <Suspense fallback={null}>
      <PopUpBanners />
    </Suspense>
  ) : null;
}
