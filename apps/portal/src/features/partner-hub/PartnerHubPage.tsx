import { useCallback, useMemo, useState } from 'react';
import { errorMessage, type PartnerContent } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { GuideLibrary, Heading, Stack } from '@trade-portal/ui';
import { useNewPartnerContent, usePartnerContent, useTrackPartnerContent } from '../../api';
import { usePageTitle } from '../../hooks/usePageTitle';

/**
 * /p4p, the Partner Hub (§2.1, §9; ADR 0023): the guide library, the ten guides of
 * GET /api/Cms/PartnerContent newest first, those of NewPartnerContent marked 'New', each opening
 * `/pdf/p4p/{slug}` in a new tab. Opening one reports POST /api/Cms/Track/PartnerContent?id (§7); its
 * failure shows §8's text under that guide: 'Session has expired. Please refresh your browser and log
 * back in.' for a 401, 'Sorry, our server has encountered an internal error…' otherwise. The guide
 * opens either way (the report is not the reader's business). A failed NewPartnerContent only loses the
 * 'New' marks.
 */
export default function PartnerHubPage() {
  usePageTitle('Partner Hub');
  const guides = usePartnerContent();
  const fresh = useNewPartnerContent();
  const track = useTrackPartnerContent();
  const [errors, setErrors] = useState<Record<number, string | undefined>>({});
  const newIds = useMemo(() => new Set((fresh.data ?? []).map((g) => g.PartnerContentId)), [fresh.data]);
  const onOpen = useCallback(
    ({ PartnerContentId: id }: PartnerContent) => {
      setErrors(({ [id]: _old, ...rest }) => rest);
      track(id).catch((error: unknown) => setErrors((prev) => ({ ...prev, [id]: errorMessage(error, messages.internalError) })));
    },
    [track],
  );
  return (
    <Stack gap="large">
      <Heading level="1">Partner Hub</Heading>
      <GuideLibrary
        guides={guides.data}
        // The skeletons stay until the 'New' marks are known too, so no title moves down when they arrive.
        status={guides.status === 'success' && fresh.isPending ? 'pending' : guides.status}
        newIds={newIds}
        onOpen={onOpen}
        errors={errors}
      />
    </Stack>
  );
}
