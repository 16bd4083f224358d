import { useState, type FormEvent } from 'react';
import { normaliseTrackAndTraceCode, trackAndTraceFormat, validateEoid, validateFid } from '@trade-portal/domain';
import { Button } from '../../primitives/Button';
import { Form } from '../../primitives/Form';
import { InlineMessage } from '../../primitives/InlineMessage';
import { TextField } from '../../primitives/TextField';

/** The codes as they are sent: trimmed and uppercased (domain `normaliseTrackAndTraceCode`). */
export interface TrackAndTraceCodesValue {
  eoid: string;
  fid: string;
}

export interface TrackAndTraceFormProps {
  /** Called with the normalised codes once both pass the §5 checks. */
  onSubmit: (codes: TrackAndTraceCodesValue) => void;
  /** The server's Message after a refused submission (§8), shown above the fields. */
  errorMessage?: string | null;
  /** Shown above the fields once the server has stored the codes. */
  successMessage?: string | null;
  /** The request is running: the button shows a spinner and ignores presses. @default false */
  isPending?: boolean;
}

const { issuerCodeLength, eoidLength, fidLength } = trackAndTraceFormat;
/** The expected formats, in the words the fields describe them (domain `trackAndTraceFormat`, docs/adr/0010). */
export const trackAndTraceDescriptions = {
  eoid: `${eoidLength} letters and digits: your ID issuer's ${issuerCodeLength}-character code, then your operator number.`,
  fid: `${fidLength} letters and digits: the same ${issuerCodeLength}-character ID issuer code, then this shop's facility number.`,
} as const;

/**
 * The /set-eoid-fid form (§1, §2.1, §5): EOID and FID text fields, each labelled and described with its
 * expected format, checked by the domain validators after the first submit and then as the user types
 * ('This field is required.', 'Invalid EOID format. Please try again.', 'Invalid FID format. Please try
 * again.'), focus moving to the first invalid field; a server error (critical) or the success message
 * (positive) above the fields. Letters are uppercased and spaces around a code dropped before sending.
 */
export function TrackAndTraceForm({ onSubmit, errorMessage, successMessage, isPending = false }: TrackAndTraceFormProps) {
  const [eoid, setEoid] = useState('');
  const [fid, setFid] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const eoidError = submitted ? validateEoid(eoid) : undefined;
  const fidError = submitted ? validateFid(fid) : undefined;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    const eoidInvalid = validateEoid(eoid);
    if (eoidInvalid || validateFid(fid)) {
      // Straight to what needs fixing: the first invalid field (react-aria marks it aria-invalid).
      const form = e.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit({ eoid: normaliseTrackAndTraceCode(eoid), fid: normaliseTrackAndTraceCode(fid) });
  };
  return (
    <Form onSubmit={submit} aria-label="Track and Trace codes">
      {errorMessage && <InlineMessage tone="critical">{errorMessage}</InlineMessage>}
      {successMessage && <InlineMessage tone="positive">{successMessage}</InlineMessage>}
      <TextField
        label="EOID (economic operator identifier)"
        name="eoid"
        autoComplete="off"
        spellCheck="false"
        maxLength={64}
        isRequired
        value={eoid}
        onChange={setEoid}
        description={trackAndTraceDescriptions.eoid}
        isInvalid={!!eoidError}
        errorMessage={eoidError}
      />
      <TextField
        label="FID (facility identifier)"
        name="fid"
        autoComplete="off"
        spellCheck="false"
        maxLength={64}
        isRequired
        value={fid}
        onChange={setFid}
        description={trackAndTraceDescriptions.fid}
        isInvalid={!!fidError}
        errorMessage={fidError}
      />
      <Button type="submit" size="large" isPending={isPending}>Submit codes</Button>
    </Form>
  );
}
