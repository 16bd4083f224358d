import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@trade-portal/api-client';
import { Heading, Stack, Text, TrackAndTraceForm, InlineMessage } from '@trade-portal/ui';
import { useSubmitTrackAndTraceCodes, useTrackAndTraceMissing } from '../../api';
import { textLink } from '../../shell/links.css';
import * as page from './setEoidFid.css';

/** The confirmation shown once the server has stored the codes, when its answer carries no Message. */
export const codesSavedMessage = 'Your Track and Trace codes have been saved. Thank you.';

/**
 * /set-eoid-fid (§1, §2.1, §5): the account's EOID and FID codes. The form checks both with the §5
 * messages before sending; POST /api/Account/TrackAndTraceCodes stores them, a refusal shows the server's
 * Message above the fields, and success shows the confirmation and refetches IsTrackAndTrace, so the
 * §2.4 notice on / and /cart goes. An account whose codes are already stored is told so and may replace them.
 */
export default function SetEoidFidPage() {
  const submit = useSubmitTrackAndTraceCodes();
  const missing = useTrackAndTraceMissing();
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="large">
      <Heading level="1">Track and Trace codes</Heading>
      <Text as="p" tone="secondary">
        Since 20 May, your economic operator identifier (EOID) and this shop&apos;s facility identifier (FID) must be
        submitted before ordering. Your ID issuer gave you both codes.
      </Text>
      {missing === false && !saved && <InlineMessage tone="info">Codes are on file for this store. Submitting new ones replaces them.</InlineMessage>}
      <div className={page.narrowForm}>
        <TrackAndTraceForm
          onSubmit={(codes) => {
            setSaved(false);
            submit.mutate(codes, { onSuccess: () => setSaved(true) });
          }}
          isPending={submit.isPending}
          errorMessage={submit.isError ? errorMessage(submit.error) : null}
          successMessage={saved ? (submit.data?.Message ?? codesSavedMessage) : null}
        />
      </div>
      {saved && <Link to="/" className={textLink}>Back to home</Link>}
    </Stack>
  );
}
