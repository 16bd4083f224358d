/**
 * The CMS popup banners of the private shell (§3 Popup banner; ADR 0021): once the page is interactive
 * (`useAfterInteractive`), `PopupBannersLayer.tsx` loads as a chunk of its own and shows at most one banner
 * per browser session, when no other modal is open. Nothing of it is in a page's first download.
 */
import { Suspense } from 'react';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';
import { useAfterInteractive } from '../shell/useAfterInteractive';

const PopupBannersLayer = suspenseComponent(lazyPart(() => import('./PopupBannersLayer')));

/** Mount once in the private shell. */
export default function PopupBanners() {
  const interactive = useAfterInteractive();
  return interactive ? (
    <Suspense fallback={null}>
      <PopupBannersLayer />
    </Suspense>
  ) : null;
}
