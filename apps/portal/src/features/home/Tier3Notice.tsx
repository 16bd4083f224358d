import { useLocation } from 'react-router';
import { InlineMessage, Text } from '@trade-portal/ui';
import { useUserInfo } from '../../api';
import type { OrderingRefused } from '../../shell/guards';

/**
 * What a store at TierAccessLevel 3 can do, said once, on Home (§6): every ordering page sends tier 3
 * here, so this is where it is said, and when an ordering page has just been refused, that too. It names
 * what the account can use and whom to call to order: the store's business advisor, with the phone of
 * the info bar (UserInfo `TmeAccount.EmployeeMobilePhone`) as a tap-to-call link when there is one.
 * @param accountName the store's name (`AccountName`)
 */
export function Tier3Notice({ accountName }: { accountName: string }) {
  const refused = (useLocation().state as Partial<OrderingRefused> | null)?.orderingRefused;
  const phone = useUserInfo().data?.TmeAccount?.EmployeeMobilePhone ?? null;
  return (
    <InlineMessage tone="info" title="Ordering is not open to this store in the portal">
      {refused && <Text as="p">The page you opened is for ordering, so you are on Home.</Text>}
      <Text as="p">
        {accountName || 'This store'} can read the news, watch the videos, read the Partner Hub guides and download price lists here. To order, or to ask about
        your access, call your business advisor{phone ? <> on <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a></> : null}.
      </Text>
    </InlineMessage>
  );
}
