import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger, Label, Text as AriaText, TextArea, TextField as RACTextField } from 'react-aria-components';
import { CLAIM_AUTO_ACCEPT_CENTS, CLAIM_PHOTO_TYPES, CLAIM_REASONS, claimReasonLabels, formatEur, outers as outersText, type ClaimReason, type ClaimStatus } from '@trade-portal/domain';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import * as field from '../../primitives/TextField/TextField.css';
import { card } from '../../theme';
import * as css from './DeliveryClaimForm.css';

/** A line of the delivered order a claim may name: outers invoiced and, once checked in, received. */
export interface ClaimFormLine {
  sku: string;
  product: string;
  invoiced: number;
  received?: number | null;
}

/** A photo of a damaged line: being sent, kept by the server, or refused with the reason. */
export interface ClaimFormPhoto {
  key: string;
  name: string;
  status: 'uploading' | 'ready' | 'refused';
  /** A preview of the file as chosen (an object URL), drawn 64 × 64; none draws a placeholder. */
  previewUrl?: string | null;
  error?: string | null;
}

/** One claimed line: outers of a SKU and why (the claim machine's entry). */
export interface ClaimFormEntry {
  id: string;
  sku: string;
  reason: ClaimReason;
  outers: number;
  photos: ReadonlyArray<ClaimFormPhoto>;
  /** WrongProduct: the barcode or SKU of what came instead. */
  receivedInstead: string;
}

/** Where the claim is: being written, read over before sending, sending, sent, or closed (window over). */
export type ClaimFormStep = 'editing' | 'confirming' | 'sending' | 'sent' | 'closed';

/** Props of `DeliveryClaimForm`. Outers throughout. */
export interface DeliveryClaimFormProps {
  orderNumber: string;
  /** 'Claims close tomorrow, 07:30': the window's end in the store's words. */
  closesNote: string;
  lines: ReadonlyArray<ClaimFormLine>;
  entries: ReadonlyArray<ClaimFormEntry>;
  note: string;
  step: ClaimFormStep;
  /** What stops the claim being sent (the machine's `claimProblems`), shown after 'Review claim'. */
  problems?: ReadonlyArray<string>;
  /** The server's refusal of the last send. */
  errorMessage?: string | null;
  /** The claim as recorded, once sent: its number, its status and an accepted one's credit note number. */
  sent?: { claimNumber: string; status: ClaimStatus; creditNoteNumber: string | null } | null;
  /** Why no claim can be sent (closed): the window's end, in the server's words. */
  closedMessage?: string;
  onAdd: (sku: string) => void;
  onRemove: (entryId: string) => void;
  onReasonChange: (entryId: string, reason: ClaimReason) => void;
  onOutersChange: (entryId: string, outers: number) => void;
  onReceivedInsteadChange: (entryId: string, code: string) => void;
  /** Files chosen or taken for a damaged line; the page checks and sends them. */
  onPhotos: (entryId: string, files: File[]) => void;
  onRemovePhoto: (key: string) => void;
  onNoteChange: (note: string) => void;
  onReview: () => void;
  onBack: () => void;
  onSend: () => void;
}

/** The photo types a claim takes: a phone's camera and file picker offer JPEG for these (iOS converts HEIC). */
const PHOTO_TYPES = [...CLAIM_PHOTO_TYPES];
const photoWords: Record<ClaimFormPhoto['status'], string> = { uploading: 'Adding…', ready: 'Added', refused: 'Not added' };

/** A claimed line's outers field: its own text while typed, told to the page when left or on Enter (1–999). */
function OutersField({ entry, invoiced, onChange }: { entry: ClaimFormEntry; invoiced: number; onChange: (n: number) => void }) {
  const [text, setText] = useState(String(entry.outers));
  useEffect(() => setText(String(entry.outers)), [entry.outers]);
  const commit = () => {
    const t = text.trim();
    if (!/^\d{1,3}$/.test(t) || Number(t) < 1) return setText(String(entry.outers));
    if (Number(t) !== entry.outers) onChange(Number(t));
  };
  return (
    <TextField
      label="Outers"
      description={`of ${outersText(invoiced)} invoiced`}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}

/** A damaged line's photos: thumbnails with their state, and the camera and the file picker. */
function Photos({ entry, product, onPhotos, onRemovePhoto }: { entry: ClaimFormEntry; product: string; onPhotos: (files: File[]) => void; onRemovePhoto: (key: string) => void }) {
  const choose = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onPhotos(files);
  };
  return (
    <Stack gap="xsmall">
      <Text size="small" tone="secondary">Photos of the damage (JPEG, PNG or WebP, at most 10 MB each, 10 a claim)</Text>
      {entry.photos.length > 0 && (
        <ul className={css.photos} aria-label={`Photos of ${product}`}>
          {entry.photos.map((p) => (
            <li key={p.key} className={css.photo} data-status={p.status}>
              {p.previewUrl ? (
                <img className={css.thumb} src={p.previewUrl} alt="" width={64} height={64} />
              ) : (
                <span className={css.thumb} aria-hidden="true" />
              )}
              <Stack gap="xxsmall" className={css.photoText}>
                <Text size="small" className={css.fileName}>{p.name}</Text>
                <Text size="small" tone={p.status === 'refused' ? 'critical' : p.status === 'ready' ? 'positive' : 'secondary'} weight={p.status === 'refused' ? 'medium' : undefined}>
                  {p.status === 'refused' && p.error ? p.error : photoWords[p.status]}
                </Text>
              </Stack>
              <Button size="small" variant="quiet" tone="critical" onPress={() => onRemovePhoto(p.key)} aria-label={`Remove photo ${p.name}`}>Remove</Button>
            </li>
          ))}
        </ul>
      )}
      <Box display="flex" gap="small" flexWrap="wrap">
        <FileTrigger acceptedFileTypes={PHOTO_TYPES} defaultCamera="environment" onSelect={choose}>
          <Button size="small" variant="secondary" aria-label={`Take a photo: ${product}`}>Take a photo</Button>
        </FileTrigger>
        <FileTrigger acceptedFileTypes={PHOTO_TYPES} allowsMultiple onSelect={choose}>
          <Button size="small" variant="secondary" aria-label={`Choose photos: ${product}`}>Choose photos</Button>
        </FileTrigger>
      </Box>
    </Stack>
  );
}

/** What a claimed line says in the summary: reason, outers, and its photos or what came. */
function entrySummary(entry: ClaimFormEntry): string {
  const ready = entry.photos.filter((p) => p.status === 'ready').length;
  const extra = entry.reason === 'Damaged' ? `, ${ready} ${ready === 1 ? 'photo' : 'photos'}` : entry.reason === 'WrongProduct' ? `, came instead: ${entry.receivedInstead.trim()}` : '';
  return `${claimReasonLabels[entry.reason]}, ${outersText(entry.outers)}${extra}`;
}

/**
 * A claim on a delivered order (beyond the spec, ADR 0055): line by line, what was short, damaged (with photos
 * from the camera or a file), a wrong product (what came, scanned by a keyboard-wedge scanner or typed) or out
 * of date, for outers up to those invoiced; each SKU takes each reason once. Short lines come filled in from
 * the check-in. 'Review claim' names what is missing (`problems`) or shows the summary with 'Send claim' and
 * 'Back to the claim'; then what the server decided (accepted at once with a credit note, or under review), or
 * that the window has closed. `data-step` holds the step.
 */
export function DeliveryClaimForm({
  orderNumber, closesNote, lines, entries, note, step, problems = [], errorMessage = null, sent = null, closedMessage,
  onAdd, onRemove, onReasonChange, onOutersChange, onReceivedInsteadChange, onPhotos, onRemovePhoto, onNoteChange, onReview, onBack, onSend,
}: DeliveryClaimFormProps) {
  const headingId = useId();
  const problemsId = useId();
  const product = (sku: string) => lines.find((l) => l.sku === sku)?.product ?? sku;
  const invoiced = (sku: string) => lines.find((l) => l.sku === sku)?.invoiced ?? 0;
  // A line may be added while it has a reason not yet claimed.
  const addable = lines.filter((l) => entries.filter((e) => e.sku === l.sku).length < CLAIM_REASONS.length);
  const editing = step === 'editing';
  // A new step takes the pressed button with it ('Review claim', 'Back to the claim', 'Send claim'): focus
  // moves to what the step says first (the heading, the summary, the answer), so keys and a screen reader
  // go on from there rather than from the top of the page.
  const stepStart = useRef<HTMLElement | null>(null);
  const setStepStart = (el: HTMLElement | null) => {
    stepStart.current = el;
  };
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'sending') return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) stepStart.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);
  return (
    <Stack as="section" gap="medium" padding="medium" className={card} aria-labelledby={headingId} data-step={step}>
      <Stack gap="xxsmall">
        <Heading level={2} size="large" id={headingId} ref={editing ? setStepStart : undefined} tabIndex={editing ? -1 : undefined} className={css.stepStart}>
          Claim for order {orderNumber}
        </Heading>
        {step !== 'closed' && step !== 'sent' && (
          <Text tone="secondary">
            {closesNote}. Shortages worth up to {formatEur(CLAIM_AUTO_ACCEPT_CENTS / 100)} net are accepted at once; anything else is reviewed by the
            manufacturer, and every user of the store gets an email with the decision.
          </Text>
        )}
      </Stack>
      {step === 'closed' && <InlineMessage tone="neutral">{closedMessage}</InlineMessage>}
      {step === 'sent' && sent && (
        <div ref={setStepStart} tabIndex={-1} className={css.stepStart}>
        <InlineMessage tone="positive" title={`Claim ${sent.claimNumber} sent`}>
          {sent.status === 'Accepted'
            ? `Accepted at once${sent.creditNoteNumber ? `: credit note ${sent.creditNoteNumber} is issued` : ''}.`
            : sent.status === 'Rejected'
              ? 'Rejected: the reason is in its history.'
              : 'Under review: the manufacturer decides, and every user of the store gets an email when they do.'}
        </InlineMessage>
        </div>
      )}
      {errorMessage && (editing || step === 'confirming') && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
      {editing && (
        <>
          {entries.length === 0 && <Text>Nothing is claimed yet: add a line below.</Text>}
          <ul className={css.entries} aria-label="Lines claimed">
            {entries.map((entry) => {
              const used = new Set(entries.filter((e) => e.sku === entry.sku && e.id !== entry.id).map((e) => e.reason));
              const name = product(entry.sku);
              return (
                <li key={entry.id} className={css.entry} data-entry={entry.id} data-sku={entry.sku} data-reason={entry.reason}>
                  <Box display="flex" justifyContent="space-between" alignItems="flex-start" gap="small">
                    <Stack gap="xxsmall" className={css.name}>
                      <Text weight="medium">{name}</Text>
                      <Text size="small" tone="secondary">{entry.sku}</Text>
                    </Stack>
                    <Button size="small" variant="quiet" tone="critical" onPress={() => onRemove(entry.id)} aria-label={`Remove ${claimReasonLabels[entry.reason].toLowerCase()}: ${name}`}>Remove</Button>
                  </Box>
                  <div className={css.fields}>
                    <Select
                      label="Reason"
                      items={CLAIM_REASONS.map((r) => ({ id: r, label: claimReasonLabels[r], isDisabled: used.has(r) }))}
                      selectedKey={entry.reason}
                      onSelectionChange={(key) => {
                        const reason = CLAIM_REASONS.find((r) => r === key);
                        if (reason) onReasonChange(entry.id, reason);
                      }}
                    />
                    <OutersField entry={entry} invoiced={invoiced(entry.sku)} onChange={(n) => onOutersChange(entry.id, n)} />
                  </div>
                  {entry.reason === 'WrongProduct' && (
                    <div className={css.add}>
                      <TextField
                      label="What came instead"
                      description="Scan its barcode, or type the barcode or SKU."
                      value={entry.receivedInstead}
                      onChange={(code) => onReceivedInsteadChange(entry.id, code)}
                      autoComplete="off"
                      spellCheck="false"
                      />
                    </div>
                  )}
                  {entry.reason === 'Damaged' && (
                    <Photos entry={entry} product={name} onPhotos={(files) => onPhotos(entry.id, files)} onRemovePhoto={onRemovePhoto} />
                  )}
                </li>
              );
            })}
          </ul>
          {addable.length > 0 && (
            <div className={css.add}>
              <Select
                label="Add a line to the claim"
                placeholder="Choose a product"
                items={addable.map((l) => ({ id: l.sku, label: `${l.product} (${l.sku})` }))}
                selectedKey={null}
                onSelectionChange={(key) => key != null && onAdd(String(key))}
              />
            </div>
          )}
          <RACTextField className={field.field} value={note} onChange={onNoteChange} maxLength={1000}>
            <Label className={field.label}>Note for the manufacturer (optional)</Label>
            <TextArea className={css.note} rows={3} />
            <AriaText slot="description" className={field.description}>Anything that helps: the driver’s name, what the docket said.</AriaText>
          </RACTextField>
          {problems.length > 0 && (
            <InlineMessage tone="critical" title="Before the claim can be sent">
              <ul id={problemsId} className={css.problems}>
                {problems.map((p) => <li key={p}>{p}</li>)}
              </ul>
            </InlineMessage>
          )}
          <div>
            <Button onPress={onReview} aria-describedby={problems.length > 0 ? problemsId : undefined}>Review claim</Button>
          </div>
        </>
      )}
      {(step === 'confirming' || step === 'sending') && (
        <>
          <p ref={setStepStart} tabIndex={-1} className={css.stepStart}>
            <Text>Check the claim, then send it: it cannot be changed once sent.</Text>
          </p>
          <ul className={css.summary} aria-label="Lines claimed">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Text weight="medium">{product(entry.sku)}</Text>: <Text>{entrySummary(entry)}</Text>
              </li>
            ))}
          </ul>
          {note.trim() && <Text tone="secondary">Note: {note.trim()}</Text>}
          <Box display="flex" gap="small" flexWrap="wrap">
            <Button onPress={onSend} isPending={step === 'sending'}>Send claim</Button>
            <Button variant="secondary" onPress={onBack} isDisabled={step === 'sending'}>Back to the claim</Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
