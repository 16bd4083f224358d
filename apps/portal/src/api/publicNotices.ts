/**
 * The public template's content (§2.2; ADR 0021), imported directly by the public template's lazy parts
 * (not through the api index, which would bring the session client and the query cache to /login):
 * GET /api/Cms/Notifications and /api/Cms/Backgrounds are public (no token, no account), so they go
 * through the public client (`publicCall`), with no session and no query cache.
 */
import { pickBackground } from '@trade-portal/domain';
import type { BackgroundAsset, NotificationMessage } from '@trade-portal/api-client';
import { logOnly } from './baseUrl';
import { callPublic } from './publicCall';

/** What the public template shows (§2.2): the messages, and the background chosen (sticky, else random). */
export interface PublicNotices {
  messages: NotificationMessage[];
  background: BackgroundAsset | null;
}

/** A public CMS list, or [] on any failure, which is logged only (§8 CMS fetch failure). */
async function orNothing<T>(what: string, call: Parameters<typeof callPublic<T[]>>[0]): Promise<T[]> {
  try {
    return (await callPublic(call)) ?? [];
  } catch (error) {
    logOnly(what, error);
    return [];
  }
}

/**
 * The messages and the background chosen (sticky, else random). Never rejects: a failed call gives no messages or no background (§8 CMS fetch failure).
 */
export async function loadPublicNotices(): Promise<PublicNotices> {
  const [messages, backgrounds] = await Promise.all([
    orNothing('/api/Cms/Notifications', (c) => c.GET('/api/Cms/Notifications')),
    orNothing('/api/Cms/Backgrounds', (c) => c.GET('/api/Cms/Backgrounds')),
  ]);
  return { messages, background: pickBackground(backgrounds) };
}

