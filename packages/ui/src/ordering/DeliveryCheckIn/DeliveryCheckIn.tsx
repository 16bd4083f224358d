import { useEffect, useState, type ReactNode } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { lineCount, outers as outersText, type LineCount } from '@trade-portal/domain';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Pill, type PillTone } from '../../primitives/Pill';
import { Text } from '../../primitives/Text';
import * as css from './DeliveryCheckIn.css';

/** A delivered line as the check-in shows it: outers invoiced and counted. */
export interface CheckInLine {
  sku: string;
  product: string;
  /** Outers on the invoice. */
  invoiced: number;
  /** Outers counted so far; undefined before any. */
  received?: number;
  /** Tobacco: counted with the driver present. */
  isTobacco: boolean;
}

/** Outers that came but were not on the order, by the code scanned. */
export interface CheckInUnexpected {
  code: string;
  /** The product the code names, when the catalogue knows it. */
  product?: string | null;
  received: number;
}

/** Where the check-in is: counting, the summary before sending, sending, or done (sent, kept on the device, checked in before). */
export type CheckInStep = 'counting' | 'confirming' | 'sending' | 'sent' | 'savedOnDevice' | 'checkedIn';

/** Props of `DeliveryCheckIn`. Outers throughout. */
export interface DeliveryCheckInProps {
  orderNumber: string;
  /** 'Delivered today, 07:30' (domain's `deliveryNote`). */
  deliveredNote: string;
  lines: ReadonlyArray<CheckInLine>;
  unexpected: ReadonlyArray<CheckInUnexpected>;
  step: CheckInStep;
  /** A count typed and left (blur or Enter), 0–999. */
  onSet: (sku: string, received: number) => void;
  /** 'All came': the line's count set to what was invoiced. */
  onTick: (sku: string) => void;
  onRemoveUnexpected: (code: string) => void;
  /** 'Finish counting': to the summary. */
  onFinish: () => void;
  /** 'Back to counting' from the summary. */
  onBack: () => void;
  /** 'Send check-in' from the summary. */
  onSend: () => void;
  /** The scan field (the portal's `ScanField`), shown above the lines while counting. */
  scanner?: ReactNode;
  /** The line the last scan counted: marked so the eye finds it. */
  lastScanned?: string | null;
  /** The server's refusal of the last send. */
  errorMessage?: string | null;
}

const stateWords: Record<LineCount, (line: CheckInLine) => string> = {
  notCounted: () => 'Not counted',
  complete: () => 'Complete',
  short: (l) => `Short by ${l.invoiced - (l.received ?? 0)}`,
  over: (l) => `${(l.received ?? 0) - l.invoiced} more than invoiced`,
};
const stateTones: Record<LineCount, PillTone> = { notCounted: 'neutral', complete: 'positive', short: 'caution', over: 'critical' };

/** A line's count field: its own text while typed, told to the page when left or on Enter. */
function CountField({ line, isReadOnly, onSet }: { line: CheckInLine; isReadOnly: boolean; onSet: (n: number) => void }) {
  const [text, setText] = useState(line.received === undefined ? '' : String(line.received));
  // A scan or a tick changes the count from outside.
  useEffect(() => setText(line.received === undefined ? '' : String(line.received)), [line.received]);
  const commit = () => {
    const t = text.trim();
    if (!/^\d{1,3}$/.test(t)) return setText(line.received === undefined ? '' : String(line.received));
    if (Number(t) !== line.received) onSet(Number(t));
  };
  return (
    <TextField className={css.field} value={text} onChange={setText} isReadOnly={isReadOnly} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()}>
      <Label><Text size="small" tone="secondary">Received, outers</Text></Label>
      <Input className={css.input} inputMode="numeric" autoComplete="off" aria-describedby={`checkin-${line.sku}-state`} />
    </TextField>
  );
}

/**
 * Checking a delivery in (beyond the spec, ADR 0055): the order's lines with the outers invoiced, each counted by scan (the
 * `scanner` slot), typed, or ticked 'All came'; a line reads Complete (green), Short by N (amber) or N more
 * than invoiced (red), in words and as a bar on its edge, and what was scanned but not on the order is
 * listed apart, in red, with Remove. Tobacco lines say to count them with the driver present. 'Finish
 * counting' shows the summary (what is short, over or not on the order) with 'Send check-in' and 'Back to
 * counting'; then what became of it: sent, kept on the device until the server can be heard, or checked in
 * before (read only).
 */
export function DeliveryCheckIn({
  orderNumber, deliveredNote, lines, unexpected, step, onSet, onTick, onRemoveUnexpected, onFinish, onBack, onSend, scanner, lastScanned = null, errorMessage = null,
}: DeliveryCheckInProps) {
  const counting = step === 'counting';
  const done = step === 'sent' || step === 'savedOnDevice' || step === 'checkedIn';
  const states = lines.map((l) => lineCount(l.invoiced, l.received));
  const complete = states.filter((s) => s === 'complete').length;
  const wrong = lines.filter((_, i) => states[i] === 'short' || states[i] === 'over');
  const notCounted = states.filter((s) => s === 'notCounted').length;
  const shown = step === 'confirming' ? lines.filter((_, i) => states[i] !== 'complete') : lines;
  return (
    <Stack gap="medium">
      <Stack gap="xxsmall">
        <Heading level={1} size="xlarge">Check in order {orderNumber}</Heading>
        <Text tone="secondary">{deliveredNote}</Text>
      </Stack>
      {step === 'sent' && <InlineMessage tone="positive" title="Checked in">Thank you: the delivery is recorded against the invoice.</InlineMessage>}
      {step === 'savedOnDevice' && (
        <InlineMessage tone="info" title="Saved on this device">The check-in will be sent when the tablet is back online.</InlineMessage>
      )}
      {step === 'checkedIn' && <InlineMessage tone="neutral" title="Already checked in">This delivery was checked in; the counts are below.</InlineMessage>}
      {errorMessage && !done && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
      {counting && scanner && <div className={css.scanner}>{scanner}</div>}
      <Text role="status">
        {complete} of {lines.length} lines complete{wrong.length > 0 ? `, ${wrong.length} not as invoiced` : ''}
        {unexpected.length > 0 ? `, ${unexpected.length} not on the order` : ''}
        {notCounted > 0 && !done ? `, ${notCounted} not counted yet` : ''}.
      </Text>
      {step === 'confirming' && shown.length === 0 && unexpected.length === 0 && <Text>Every line came as invoiced.</Text>}
      <ul className={css.list} aria-label="Lines of the order">
        {shown.map((line) => {
          const state = lineCount(line.invoiced, line.received);
          return (
            <li key={line.sku} className={css.line} data-sku={line.sku} data-count={state} data-scanned={lastScanned === line.sku || undefined}>
              <Stack gap="xxsmall" className={css.name}>
                <Text weight="medium">{line.product}</Text>
                <Text size="small" tone="secondary">{line.sku}</Text>
                {line.isTobacco && !done && <Text size="small" tone="caution">Tobacco: count with the driver present.</Text>}
              </Stack>
              <Stack gap="xxsmall">
                <Text size="small" tone="secondary">Invoiced</Text>
                <Text className={css.figure}>{outersText(line.invoiced)}</Text>
              </Stack>
              <CountField line={line} isReadOnly={!counting} onSet={(n) => onSet(line.sku, n)} />
              <div id={`checkin-${line.sku}-state`}>
                <Pill tone={stateTones[state]}>{stateWords[state](line)}</Pill>
              </div>
              {counting ? (
                <Box className={css.tick}>
                  <Button size="small" variant="secondary" onPress={() => onTick(line.sku)} isDisabled={state === 'complete'} aria-label={`All came: ${line.product}`}>
                    All came
                  </Button>
                </Box>
              ) : <span />}
            </li>
          );
        })}
      </ul>
      {unexpected.length > 0 && (
        <Stack gap="xsmall">
          <Heading level={2} size="large">Not on the order</Heading>
          <ul className={css.list} aria-label="Not on the order">
            {unexpected.map((u) => (
              <li key={u.code} className={css.line} data-count="unexpected" data-code={u.code}>
                <Stack gap="xxsmall" className={css.name}>
                  <Text weight="medium">{u.product ?? 'Unknown product'}</Text>
                  <Text size="small" tone="secondary">{u.code}</Text>
                </Stack>
                <span />
                <Text className={css.figure}>{outersText(u.received)}</Text>
                <div><Pill tone="critical">Not on the order</Pill></div>
                {counting ? (
                  <Box className={css.tick}>
                    <Button size="small" variant="quiet" tone="critical" onPress={() => onRemoveUnexpected(u.code)} aria-label={`Remove ${u.product ?? u.code}`}>Remove</Button>
                  </Box>
                ) : <span />}
              </li>
            ))}
          </ul>
        </Stack>
      )}
      {counting && (
        <div>
          <Button onPress={onFinish}>Finish counting</Button>
        </div>
      )}
      {(step === 'confirming' || step === 'sending') && (
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button onPress={onSend} isPending={step === 'sending'}>Send check-in</Button>
          <Button variant="secondary" onPress={onBack} isDisabled={step === 'sending'}>Back to counting</Button>
        </Box>
      )}
    </Stack>
  );
}
