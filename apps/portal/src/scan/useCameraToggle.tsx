import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { lazyPart, suspenseComponent } from '@trade-portal/ui/lazyPart';

// Only a retailer who starts the camera needs its code (and, without a BarcodeDetector, the reader's).
const CameraScan = suspenseComponent(lazyPart(() => import('./CameraScan')));
/** Whether this browser can ask for a camera at all ('Scan with the camera' shows only then). */
const canUseCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** A scan field's camera, as ui's `ScanField` takes it, and the camera's view to render beside it. */
export interface CameraToggle {
  /** Starts the camera; undefined where the browser has none to offer. */
  onStartCamera: (() => void) | undefined;
  isCameraOn: boolean;
  /** The camera's view (starting, running or refused), or null while off. */
  view: ReactNode;
}

/**
 * The camera behind a scan field (quick order's scan and the shelf count's): off until started,
 * each start a fresh camera (after a refusal, pressing again asks again).
 * @param onCode called with each code read (EAN-13 digits), as a typed scan would be
 */
export function useCameraToggle(onCode: (code: string) => void): CameraToggle {
  const [camera, setCamera] = useState<'off' | 'on' | 'failed'>('off');
  const [attempt, setAttempt] = useState(0);
  const onFailed = useCallback(() => setCamera('failed'), []);
  const onStartCamera = useMemo(
    () =>
      canUseCamera
        ? () => {
            setCamera('on');
            setAttempt((n) => n + 1);
          }
        : undefined,
    [],
  );
  const view =
    camera === 'off' ? null : (
      <Suspense fallback={<p role="status">Starting the camera…</p>}>
        <CameraScan key={attempt} onCode={onCode} onStop={() => setCamera('off')} onFailed={onFailed} />
      </Suspense>
    );
  return { onStartCamera, isCameraOn: camera === 'on', view };
}
