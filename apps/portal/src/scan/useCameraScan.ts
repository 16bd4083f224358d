import { useCallback, useEffect, useRef, useState } from 'react';
import type { CameraScanStatus } from '@trade-portal/ui';
import { lazyPart } from '@trade-portal/ui/lazyPart';
import { scanPresence } from './scanPresence';

const cameraScanner = lazyPart(() => import('./cameraScanner'));

/** How often a frame is read, ms: fast enough to feel instant, slow enough to leave a tablet's CPU alone. */
const READ_EVERY_MS = 250;
/** A code missing from the frames read this long (ms) counts as a new scan when it comes back. */
const GONE_AFTER_MS = 1500;

/** The camera scan's controls for the page. */
export interface CameraScan {
  /** null while off. */
  status: CameraScanStatus | null;
  videoRef: React.RefObject<HTMLVideoElement | null>;
  start: () => void;
  stop: () => void;
}

/**
 * The camera scan of quick order and the shelf count (ADRs 0027 and 0029): the back camera plays into `videoRef`, a frame is
 * read every 250 ms, and each code is handed to `onCode` once while it stays in the picture (missing from
 * the frames read for 1.5 s and shown again, it counts again; see `scanPresence`), as a scanner's
 * trigger would. The reader's code loads on
 * the first start. Stops on `stop`, on leaving the page and on any camera error.
 * @param onCode a code read (digits), handled like a scan typed in the field
 */
export function useCameraScan(onCode: (code: string) => void): CameraScan {
  const [status, setStatus] = useState<CameraScanStatus | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const release = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  }, []);
  const stop = useCallback(() => {
    release();
    setStatus(null);
  }, [release]);

  const start = useCallback(() => {
    setStatus('starting');
    void (async () => {
      try {
        const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        stream.current = media;
        const video = videoRef.current;
        if (!video) throw new Error('No video element');
        video.srcObject = media;
        await video.play();
        const { createFrameReader } = await cameraScanner.load();
        const reader = await createFrameReader();
        if (stream.current !== media) return;
        setStatus('scanning');
        const presence = scanPresence(GONE_AFTER_MS);
        const tick = async () => {
          if (stream.current !== media) return;
          const takenAt = performance.now();
          const codes = await reader.read(video).catch((): string[] => []);
          if (stream.current !== media) return;
          for (const code of presence.frame(codes, takenAt)) onCodeRef.current(code);
          if (stream.current === media) timer.current = window.setTimeout(() => void tick(), READ_EVERY_MS);
        };
        void tick();
      } catch (error) {
        release();
        setStatus(error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError') ? 'denied' : 'unavailable');
      }
    })();
  }, [release]);

  useEffect(() => release, [release]);
  return { status, videoRef, start, stop };
}
