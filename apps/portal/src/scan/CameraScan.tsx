import { useEffect } from 'react';
import { CameraScanner } from '@trade-portal/ui';
import { useCameraScan } from './useCameraScan';

/** Props of `CameraScan`. */
export interface CameraScanProps {
  /** A code read, handled like one typed in the scan field. */
  onCode: (code: string) => void;
  /** 'Stop the camera' pressed (the camera is already off). */
  onStop: () => void;
  /** The camera was refused or is missing: the page offers the button again. */
  onFailed: () => void;
}

/**
 * The camera scan (ADR 0027) of quick order and of the shelf count (ADR 0029), loaded when the
 * retailer first presses 'Scan with the camera': it starts the camera on mount and stops it on 'Stop the
 * camera' or when the page is left. Each page decides what a code read does (`onCode`).
 */
export default function CameraScan({ onCode, onStop, onFailed }: CameraScanProps) {
  const camera = useCameraScan(onCode);
  const { start, status } = camera;
  useEffect(() => start(), [start]);
  useEffect(() => {
    if (status === 'denied' || status === 'unavailable') onFailed();
  }, [status, onFailed]);
  if (!status) return null;
  return (
    <CameraScanner
      status={status}
      videoRef={camera.videoRef}
      onStop={() => {
        camera.stop();
        onStop();
      }}
    />
  );
}
