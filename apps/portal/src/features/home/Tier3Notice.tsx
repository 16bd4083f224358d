import { useLocation } from 'react-router';
import { InlineMessage, Text } from '@trade-portal/ui';
import { useUserInfo } from '../../api';
import type { OrderingRefused } from '../../shell/RouteGuards';

/** What `Tier3NoticeView` shows. */
export interface Tier3NoticeViewProps {
  /** The store's name (`AccountName`); empty: 'This store'. */
  accountName: string;
  /** The business advisor's phone (UserInfo `TmeAccount.EmployeeMobilePhone`), or null when there is none. */
  phone: string | null;
  /** An ordering page has just sent the store here (the route guard's `orderingRefused`). */
  refused: boolean;
}

/**
 * What a store at TierAccessLevel 3 can do, said once, on Home (§6): every ordering page sends tier 3
 * here, so this is where it is said, and when an ordering page has just been refused, that too. It names
 * what the account can use and whom to call to order: the store's business advisor, with a tap-to-call
 * link when there is a phone.
 */
export function Tier3NoticeView({ accountName, phone, refused }: Tier3NoticeViewProps) {
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

/**
 * `Tier3NoticeView` for the current store: whether an ordering page was just refused comes from the
 * location's state, the phone from the info bar's UserInfo.
 * @param accountName the store's name (`AccountName`)
 */
export function Tier3Notice({ accountName }: { accountName: string }) {
  const refused = !!(useLocation().state as Partial<OrderingRefused> | null)?.orderingRefused;
  const phone = useUserInfo().data?.TmeAccount?.EmployeeMobilePhone ?? null;
  return <Tier3NoticeView accountName={accountName} phone={phone} refused={refused} />;
}
