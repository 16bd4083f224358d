import { useState } from 'react';
import { Label, Text, Input, TextField } from 'react-aria-components';
import { Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Text as TextRun } from '../../primitives/Text';
import * as field from '../../primitives/TextField/TextField.css';
import * as css from './QuickOrder.css';

/** What the last scan did, as the page words it. */
export interface ScanResult {
  /** 'positive': one step added (or undone); 'critical': nothing added. */
  tone: 'positive' | 'critical';
  message: string;
  /** The added step can be taken back with 'Undo'. */
  canUndo?: boolean;
  /** Tells one scan from the next, so the same message twice is announced twice. */
  id: number;
}

/** Props of `ScanField`. */
export interface ScanFieldProps {
  /** A code scanned or typed, then Enter; the field empties for the next one. */
  onScan: (code: string) => void;
  /** The last scan's outcome; null before the first. */
  result: ScanResult | null;
  /** 'Undo' of the last added step. */
  onUndo: () => void;
  /** While the catalogue loads: scans wait. */
  isDisabled?: boolean;
  /** 'Scan with the camera' pressed; omitted (no camera on this device): no button. */
  onStartCamera?: () => void;
  /** The camera is on: the button is hidden (the camera has its own Stop). */
  isCameraOn?: boolean;
  /** The field's label. @default 'Scan a barcode' */
  label?: string;
  /** What a scan does, under the field. @default quick order's: each scan adds one step to the cart */
  description?: string;
}

const QUICK_ORDER_DESCRIPTION =
  'Scan a pack with a barcode scanner, or type its barcode or SKU and press Enter: each scan adds one step of the product to your cart.';

/**
 * Quick order's scan field: a barcode scanner that types like a keyboard, or a barcode or SKU
 * typed by hand, then Enter; each scan adds one step of the product (§5) and says so in a live region,
 * with 'Undo'. The field empties and keeps the focus for the next scan; an unknown or misread code is
 * said and nothing is added. Where the device has a camera, 'Scan with the camera' starts the
 * `CameraScanner`, whose reads take the same path. The shelf count on /stock-card uses the same field
 * with its own `label` and `description` (each scan counts packs there, ADR 0029).
 */
export function ScanField({
  onScan, result, onUndo, isDisabled = false, onStartCamera, isCameraOn = false, label = 'Scan a barcode', description = QUICK_ORDER_DESCRIPTION,
}: ScanFieldProps) {
  const [code, setCode] = useState('');
  return (
    <Stack gap="small">
      <TextField className={field.field} value={code} onChange={setCode} isDisabled={isDisabled}>
        <Label className={field.label}>{label}</Label>
        <Input
          className={field.input}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const scanned = code.trim();
            setCode('');
            if (scanned) onScan(scanned);
          }}
        />
        <Text slot="description" className={field.description}>{description}</Text>
      </TextField>
      {onStartCamera && !isCameraOn && (
        <div>
          <Button size="small" variant="secondary" onPress={onStartCamera} isDisabled={isDisabled}>Scan with the camera</Button>
        </div>
      )}
      <div aria-live="polite" className={css.scanResult}>
        {result && (
          <TextRun as="p" weight="medium" display="flex" flexWrap="wrap" alignItems="center" gap="small" key={result.id} className={css.scanMessage} data-tone={result.tone}>
            <span>{result.message}</span>
            {result.canUndo && (
              <Button size="small" variant="secondary" onPress={onUndo}>
                Undo
              </Button>
            )}
          </TextRun>
        )}
      </div>
    </Stack>
  );
}
