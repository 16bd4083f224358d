/**
 * The CMS popup banners of the private shell (§3 Popup banner; ADR 0021), loaded by `PopupBanners`
 * once the page is interactive. GET /api/Cms/PopUpBanners is asked once, and at most one banner is shown per
 * browser session, as a modal dialog, once the session start's requests are over and only while no
 * other modal (the suggestion of §1, the survey of §2.12, a §2.10 popup) is open: it waits for that one
 * to close. It also takes turns with the stock card tour (`popupTurns.ts`): whichever asks first shows
 * first, and the other waits until it has gone. It opens only at a quiet moment (`quietMoment.ts`): the
 * page left alone for a few seconds, not in checkout, no field being typed in or form left unsent.
 *
 * Which banner: the first of the server's order (newest start first) never seen in this browser; else
 * the first IsDisplayMultiple one (seen in an earlier session, shown again). A banner is seen once
 * shown, keyed by PopUpBannerId and LastModifiedDateTime, so an edited banner counts as new. Kept in
 * localStorage (seen) and sessionStorage (this session has had its banner); with storage refused, in
 * this page's memory only.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { PopupBanner } from '@trade-portal/ui';
import { usePopupBanners, type PopUpBanner as Banner } from '../api';
import { usePopupTurn } from './popupTurns';
import { modalOpen, watchInput } from './quietMoment';

/**
 * localStorage: the banners seen in this browser, as `${PopUpBannerId}@${LastModifiedDateTime}`. The key keeps
 * the contract's spelling it was first stored under: renamed, every device would show its seen banners again.
 */
export const SEEN_KEY = 'popUpBannersSeen';
/** sessionStorage: set once this browser session has shown its banner (the e2e helper sets it to skip banners). */
export const SESSION_KEY = 'popUpBannerShown';

/** How long the server must have been quiet before a banner shows, in milliseconds (a lazy popup's code arriving fits in it). */
const QUIET_MS = 1500;

const memory = { seen: new Set<string>(), session: false };
const bannerKey = (b: Banner) => `${b.PopUpBannerId}@${b.LastModifiedDateTime}`;

function readSeen(): Set<string> {
  try {
    return new Set([...memory.seen, ...(JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as string[])]);
  } catch {
    return new Set(memory.seen);
  }
}

function sessionHasShown(): boolean {
  try {
    return memory.session || sessionStorage.getItem(SESSION_KEY) !== null;
  } catch {
    return memory.session;
  }
}

function markShown(banner: Banner): void {
  const seen = readSeen().add(bannerKey(banner));
  memory.seen = seen;
  memory.session = true;
  try {
    // Only the newest 50 are kept: banners come and go, the list must not grow for ever.
    localStorage.setItem(SEEN_KEY, JSON.stringify([...seen].slice(-50)));
    sessionStorage.setItem(SESSION_KEY, '1');
  } catch {
    // Storage refused: remembered for this page only.
  }
}

/**
 * The banner to show this session, or null (§3: each once, unless IsDisplayMultiple).
 * @param banners the server's answer, newest start first
 */
export function bannerToShow(banners: readonly Banner[], seen: ReadonlySet<string>): Banner | null {
  return banners.find((b) => !seen.has(bannerKey(b))) ?? banners.find((b) => b.IsDisplayMultiple) ?? null;
}

/**
 * Calls `onQuiet` once the portal's server calls have been quiet (no query fetching, no change being
 * sent) for `quietMs` on end: the session start's requests (the suggestion of §1 and its cart change, the
 * survey) are over, so a popup they open has had its chance to show first. A component of its own,
 * unmounted once that is reached: watching every fetch and save re-rendered the banner's host on each
 * cart change for the rest of the page's life.
 */
function ServerQuietWatch({ quietMs, onQuiet }: { quietMs: number; onQuiet: () => void }) {
  const busy = useIsFetching() + useIsMutating() > 0;
  useEffect(() => {
    if (busy) return;
    const timer = setTimeout(onQuiet, quietMs);
    return () => clearTimeout(timer);
  }, [busy, quietMs, onQuiet]);
  return null;
}

/** Renders nothing until there is a banner to show. */
export default function PopupBannersLayer() {
  const [skip] = useState(sessionHasShown);
  // Input is counted from the host's arrival, not from the banner's ask: a form typed into while the
  // session start's calls were still out is unsent work all the same.
  useEffect(() => {
    if (!skip) watchInput();
  }, [skip]);
  const { data } = usePopupBanners(!skip);
  // The session start's own popups (the suggestion of §1 after its cart change, a survey) open first:
  // the banner waits until the server has been quiet for a moment, then for any open modal to close.
  const [quiet, setQuiet] = useState(false);
  const markQuiet = useCallback(() => setQuiet(true), []);
  // The banner chosen for this session, then the one shown.
  const [next, setNext] = useState<Banner | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [open, setOpen] = useState(false);
  // In line from when it is chosen until it is closed: a stock card tour already showing goes first.
  const turn = usePopupTurn('popupBanner', next !== null && (banner === null || open));

  useEffect(() => {
    if (!data || !quiet || next || sessionHasShown()) return;
    setNext(bannerToShow(data, readSeen()));
  }, [data, quiet, next]);

  useEffect(() => {
    if (!next || !turn || banner) return;
    const show = () => {
      if (modalOpen()) return false;
      markShown(next);
      // Drawn as a transition, in slices, not as one long task over a page already in use.
      startTransition(() => {
        setBanner(next);
        setOpen(true);
      });
      return true;
    };
    if (show()) return;
    // Another popup is open: the banner waits until it has gone.
    const observer = new MutationObserver(() => {
      if (show()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [next, turn, banner]);

  // With this session's banner already shown there is nothing to wait for.
  if (!banner) return quiet || skip ? null : <ServerQuietWatch quietMs={QUIET_MS} onQuiet={markQuiet} />;
  return <PopupBanner banner={banner} isOpen={open} onClose={() => setOpen(false)} />;
}
