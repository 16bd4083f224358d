import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { errorMessage, type DeliveryCheckIn as Delivery, type DeliveryClaim, type DeliveryClaimRequest } from '@trade-portal/api-client';
import { claimClosesNote, claimMessages, claimPhotoRefusal } from '@trade-portal/domain';
import { claimMachine } from '@trade-portal/machines';
import { DeliveryClaimForm, type ClaimFormStep } from '@trade-portal/ui';
import { useOrderCutOff } from '../../api';
import { useAddClaimPhoto, useSubmitClaim } from '../../api/claim';

/**
 * The claim on one checked-in delivery (ADR 0055), loaded with its machine only when the store opens it: the
 * claim machine (`claimMachine`) over the delivery's lines, short lines filled in from the check-in, drawn by
 * `DeliveryClaimForm`. A chosen photo is checked here first (HEIC, not a photo, over 10 MB: the server's
 * words), previewed from the file, and sent at once (POST /api/Delivery/ClaimPhoto); the claim is sent once
 * under one Idempotency-Key for this visit (POST /api/Delivery/Claim), and the page then shows its status.
 */
export default function ClaimFlow({ delivery, now = new Date() }: { delivery: Delivery; now?: Date }) {
  const submit = useSubmitClaim();
  const addPhoto = useAddClaimPhoto();
  const cutOff = useOrderCutOff();
  const timeZone = cutOff.data?.TimeZone ?? 'Europe/Dublin';
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const machine = useMemo(
    () =>
      claimMachine.provide({
        actors: {
          submitClaim: fromPromise<DeliveryClaim, DeliveryClaimRequest>(async ({ input }) => {
            try {
              return await submit.mutateAsync({ request: input, idempotencyKey });
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
  const isOpen = delivery.Claim === null && now.getTime() <= new Date(delivery.ClaimUntil).getTime();
  const [snapshot, send, actor] = useMachine(machine, { input: { orderNumber: delivery.OrderNumber, lines: delivery.Lines, isOpen } });
  const context = useSelector(actor, (s) => s.context);
  // Previews of the chosen files by the photo's key; let go when a photo is removed and when the page is left.
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const previewsRef = useRef(previews);
  previewsRef.current = previews;
  useEffect(() => () => Object.values(previewsRef.current).forEach((url) => URL.revokeObjectURL(url)), []);

  const onPhotos = (entryId: string, files: File[]) => {
    for (const file of files) {
      const key = crypto.randomUUID();
      send({ type: 'photoAdding', entryId, key, name: file.name || 'photo' });
      const refusal = claimPhotoRefusal(file);
      if (refusal) {
        send({ type: 'photoRefused', key, message: refusal });
        continue;
      }
      setPreviews((p) => ({ ...p, [key]: URL.createObjectURL(file) }));
      addPhoto(delivery.OrderNumber, file).then(
        (photoId) => send({ type: 'photoAdded', key, photoId }),
        (error: unknown) => send({ type: 'photoRefused', key, message: errorMessage(error) }),
      );
    }
  };
  const onRemovePhoto = (key: string) => {
    send({ type: 'removePhoto', key });
    const url = previews[key];
    if (url) URL.revokeObjectURL(url);
    setPreviews(({ [key]: _, ...rest }) => rest);
  };

  const step = (['editing', 'confirming', 'sending', 'sent', 'closed'] as const).find((s) => snapshot.matches(s)) as ClaimFormStep;
  const claim = context.claim;
  return (
    <DeliveryClaimForm
      orderNumber={delivery.OrderNumber}
      closesNote={claimClosesNote(new Date(delivery.ClaimUntil), timeZone, now)}
      lines={delivery.Lines.map((l) => ({ sku: l.SKU, product: l.Product, invoiced: l.Invoiced, received: l.Received }))}
      entries={context.entries.map((e) => ({ ...e, photos: e.photos.map((p) => ({ ...p, previewUrl: previews[p.key] ?? null })) }))}
      note={context.note}
      step={step}
      problems={context.problems}
      errorMessage={context.error}
      sent={claim ? { claimNumber: claim.ClaimNumber, status: claim.Status, creditNoteNumber: claim.CreditNote?.CreditNoteNumber ?? null } : null}
      closedMessage={claimMessages.windowClosed}
      onAdd={(sku) => send({ type: 'add', sku })}
      onRemove={(entryId) => send({ type: 'remove', entryId })}
      onReasonChange={(entryId, reason) => send({ type: 'setReason', entryId, reason })}
      onOutersChange={(entryId, outers) => send({ type: 'setOuters', entryId, outers })}
      onReceivedInsteadChange={(entryId, code) => send({ type: 'setReceivedInstead', entryId, code })}
      onPhotos={onPhotos}
      onRemovePhoto={onRemovePhoto}
      onNoteChange={(note) => send({ type: 'setNote', note })}
      onReview={() => send({ type: 'review' })}
      onBack={() => send({ type: 'back' })}
      onSend={() => send({ type: 'send' })}
    />
  );
}
