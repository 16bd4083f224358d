import type { Ref } from 'react';
import { Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Text } from '../../primitives/Text';
import * as css from './QuickOrder.css';

/** Where the camera scan is. */
export type CameraScanStatus = 'starting' | 'scanning' | 'denied' | 'unavailable';

/** Props of `CameraScanner`. */
export interface CameraScannerProps {
  status: CameraScanStatus;
  /** The `<video>` the page plays the camera into and reads frames from. */
  videoRef?: Ref<HTMLVideoElement>;
  /** 'Stop the camera'. */
  onStop: () => void;
}

const statusText: Record<'starting' | 'scanning', string> = {
  starting: 'Starting the camera…',
  scanning: 'Hold a pack’s or an outer’s barcode in the picture: each read adds one step, as a scan does.',
};

/**
 * Quick order's camera scan (ADR 0027): the camera's picture, what to do, and 'Stop the camera'.
 * Reads go through the same path as the scan field (one step added, said in its live region, with Undo).
 * A refused or missing camera says so and offers the scan field instead.
 * Beyond the spec (quick order and scan, ADR 0027).
 */
export function CameraScanner({ status, videoRef, onStop }: CameraScannerProps) {
  if (status === 'denied' || status === 'unavailable') {
    return (
      <InlineMessage tone="caution" title={status === 'denied' ? 'The camera was not allowed.' : 'No camera could be started.'}>
        {status === 'denied'
          ? 'Allow the camera for this site in the browser’s settings, or scan with a barcode scanner in the field above.'
          : 'Scan with a barcode scanner in the field above, or type the code.'}
      </InlineMessage>
    );
  }
  return (
    <Stack gap="xsmall" className={css.camera} data-camera={status}>
      <video ref={videoRef} className={css.video} muted playsInline aria-label="Camera picture for barcode scanning" />
      <Text as="p" size="small" tone="secondary">{statusText[status]}</Text>
      <div>
        <Button size="small" variant="secondary" onPress={onStop}>Stop the camera</Button>
      </div>
    </Stack>
  );
}
