/**
 * The notification strip under the header (§2.5, §9; ADR 0021), mounted by the private shell. Its
 * messages come from GET /api/Cms/Notifications (`useNotificationMessages`); the strip's code (with the
 * carousel and Embla) is a chunk of its own (`NotificationStrip` of the UI library loads it), so this
 * module adds only a few hundred bytes to every private page.
 */
import { useState } from 'react';
import { NotificationStrip, NotificationStripPlaceholder } from '@trade-portal/ui';
import { useCurrentAccount, useNotificationMessages } from '../api';
import { useMayFollow } from './useMayFollow';

/**
 * While the messages load, the strip's place is kept (`NotificationStripPlaceholder`, its usual height)
 * so the info bar and the page do not move down when they arrive. With no message (or a failed call,
 * §8 'Header data fetch failure: logged only') nothing renders and no place is kept; closing the last
 * message removes the strip too. For a Tier 3 store (§6) a message about ordering (ForOrdering) is left
 * out, and a link into ordering of the others (`useMayFollow`); the place is kept until the store's tier
 * is known, so neither flashes by.
 */
export default function NotificationArea() {
  const { data, isPending } = useNotificationMessages();
  const { account, restricted, isLoading } = useCurrentAccount();
  const [closed, setClosed] = useState(0);
  const mayFollow = useMayFollow();
  if (isPending || isLoading) return <NotificationStripPlaceholder />;
  // The messages are the public template's too, so the call knows no store: tier 3's are chosen here.
  const mayOrder = account !== null && !restricted;
  const shown = (data ?? []).filter((m) => mayOrder || !m.ForOrdering);
  if (shown.length === 0 || closed >= shown.length) return null;
  const messages = shown.map((m) => (mayFollow(m.LinkUrl) ? m : { ...m, LinkUrl: null, LinkLabel: null }));
  return <NotificationStrip messages={messages} onClose={() => setClosed((n) => n + 1)} />;
}
