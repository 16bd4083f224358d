/**
 * The notification strip under the header (§2.5, §9; ADR 0021), mounted by the private shell. Its
 * messages come from GET /api/Cms/Notifications (`useNotificationMessages`); the strip's code (with the
 * carousel and Embla) is a chunk of its own (`NotificationStrip` of the UI library loads it), so this
 * module adds only a few hundred bytes to every private page.
 */
import { useState } from 'react';
import { NotificationStrip, NotificationStripPlaceholder } from '@trade-portal/ui';
import { useNotificationMessages } from '../api';
import { useMayFollow } from './useMayFollow';

/**
 * While the messages load, the strip's place is kept (`NotificationStripPlaceholder`, its usual height)
 * so the info bar and the page do not move down when they arrive. With no message (or a failed call,
 * §8 'Header data fetch failure: logged only') nothing renders and no place is kept; closing the last
 * message removes the strip too. A link into ordering is left out for a Tier 3 store (§6, `useMayFollow`).
 */
export default function NotificationArea() {
  const { data, isPending } = useNotificationMessages();
  const [closed, setClosed] = useState(0);
  const mayFollow = useMayFollow();
  if (isPending) return <NotificationStripPlaceholder />;
  if (!data || data.length === 0 || closed >= data.length) return null;
  // The messages are the public template's too, so the call knows no store: tier 3's links into ordering
  // are left out here (§6), the message kept.
  const messages = data.map((m) => (mayFollow(m.LinkUrl) ? m : { ...m, LinkUrl: null, LinkLabel: null }));
  return <NotificationStrip messages={messages} onClose={() => setClosed((n) => n + 1)} />;
}
