import { useCallback, useMemo, useRef, useState } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { errorMessage, type DeliveryCheckIn as Delivery } from '@trade-portal/api-client';
import { deliveryNote, misreadMessage, outers } from '@trade-portal/domain';
import { checkInMachine, type CheckInContext, type LastScan, type SendCheckInOutput } from '@trade-portal/machines';
import { DeliveryCheckIn, ScanField, type CheckInStep, type ScanResult } from '@trade-portal/ui';
import { useOrderCutOff } from '../../api';
import { useSendCheckIn } from '../../api/delivery';
import { useCameraToggle } from '../../scan/useCameraToggle';

const SCAN_DESCRIPTION = 'Scan each outer (its own barcode, or a pack’s) with a barcode scanner, or type a barcode or SKU and press Enter: each scan counts one outer.';

/** What the last scan said, in words. */
function scanResult(scan: LastScan | null, context: CheckInContext, delivery: Delivery, id: number): ScanResult | null {
  if (!scan) return null;
  if (scan.kind === 'misread') return { id, tone: 'critical', message: misreadMessage(scan.code) };
  if (scan.kind === 'unexpected') return { id, tone: 'critical', message: `${scan.code} is not on this order: counted apart, ${outers(context.unexpected[scan.code] ?? 0)}.` };
  if (scan.kind !== 'counted') return null;
  const line = delivery.Lines.find((l) => l.SKU === scan.sku)!;
  return { id, tone: 'positive', message: `${line.Product}: ${context.received[scan.sku] ?? 0} of ${outers(line.Invoiced)} counted.` };
}

/**
 * The check-in of one delivered order: the check-in machine (`checkInMachine`) over the delivery as the server
 * gave it, its counts drawn by `DeliveryCheckIn`, scanned through `ScanField` (keyboard-wedge scanner, typing
 * or the camera); the send is POST /api/Delivery/CheckIn under one Idempotency-Key for this visit, kept in
 * the outbox when the server cannot be heard.
 */
export function CheckInFlow({ delivery }: { delivery: Delivery }) {
  const send = useSendCheckIn();
  // The store's zone, as the cut-off gives it: 'Delivered today' is today there.
  const cutOff = useOrderCutOff();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const machine = useMemo(
    () =>
      checkInMachine.provide({
        actors: {
          sendCheckIn: fromPromise<SendCheckInOutput, Parameters<typeof send.mutateAsync>[0]['request']>(async ({ input }) => {
            try {
              const sent = await send.mutateAsync({ request: input, idempotencyKey });
              return { kind: sent.kind };
            } catch (error) {
              throw new Error(errorMessage(error), { cause: error });
            }
          }),
        },
      }),
    // The mutation's function is stable; the key is this visit's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [idempotencyKey],
  );
  const checkedIn = delivery.CheckedInAt !== null;
  const received = Object.fromEntries(delivery.Lines.filter((l) => l.Received !== null).map((l) => [l.SKU, l.Received!]));
  const unexpected = Object.fromEntries(delivery.Unexpected.map((u) => [u.Code, u.Received]));
  const [snapshot, sendEvent, actor] = useMachine(machine, {
    input: { orderNumber: delivery.OrderNumber, lines: delivery.Lines, checkedIn, saved: { received, unexpected } },
  });
  const context = useSelector(actor, (s) => s.context);
  const scans = useRef(0);
  const onScan = useCallback((code: string) => {
    scans.current += 1;
    sendEvent({ type: 'scan', code });
  }, [sendEvent]);
  const camera = useCameraToggle(onScan);
  const step = (['counting', 'confirming', 'sending', 'sent', 'savedOnDevice', 'checkedIn'] as const).find((s) => snapshot.matches(s)) as CheckInStep;
  const timeZone = cutOff.data?.TimeZone ?? 'Europe/Dublin';
  const names = new Map(delivery.Unexpected.map((u) => [u.Code, u.Product]));
  return (
    <DeliveryCheckIn
      orderNumber={delivery.OrderNumber}
      deliveredNote={deliveryNote({ DeliveryStatus: 'Delivered', DeliveredAt: delivery.DeliveredAt }, timeZone, new Date()) ?? ''}
      lines={delivery.Lines.map((l) => ({ sku: l.SKU, product: l.Product, invoiced: l.Invoiced, received: context.received[l.SKU], isTobacco: l.IsTobacco }))}
      unexpected={Object.entries(context.unexpected).map(([code, n]) => ({ code, product: names.get(code) ?? null, received: n }))}
      step={step}
      onSet={(sku, n) => sendEvent({ type: 'set', sku, received: n })}
      onTick={(sku) => sendEvent({ type: 'tick', sku })}
      onRemoveUnexpected={(code) => sendEvent({ type: 'removeUnexpected', code })}
      onFinish={() => sendEvent({ type: 'finish' })}
      onBack={() => sendEvent({ type: 'back' })}
      onSend={() => sendEvent({ type: 'send' })}
      lastScanned={context.lastScan?.kind === 'counted' ? context.lastScan.sku : null}
      errorMessage={context.error}
      scanner={
        <div>
          <ScanField label="Scan to check in" description={SCAN_DESCRIPTION} onScan={onScan} result={scanResult(context.lastScan, context, delivery, scans.current)} onUndo={() => undefined} onStartCamera={camera.onStartCamera} isCameraOn={camera.isCameraOn} />
          {camera.view}
        </div>
      }
    />
  );
}
