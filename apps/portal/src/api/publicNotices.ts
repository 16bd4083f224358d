/**
 * The public template's content (§2.2; ADR 0021), imported directly by the public template's lazy parts
 * (not through the api index, which would bring the session client and the query cache to /login): GET /api/Cms/Notifications and /api/Cms/Backgrounds are public (no token, no account),
 * so they are plain fetches, with no session and no query cache.
 */
import { pickBackground } from '@trade-portal/domain';
import type { BackgroundAsset, NotificationMessage } from '@trade-portal/api-client';
import { API_BASE_URL, logOnly } from './baseUrl';

/** What the public template shows (§2.2): the messages, and the background chosen (sticky, else random). */
export interface PublicNotices {
  messages: NotificationMessage[];
  background: BackgroundAsset | null;
}

/** GET of a public CMS call with no session and no account: its JSON array, or [] on any failure (§8). */
async function publicList<T>(path: '/api/Cms/Notifications' | '/api/Cms/Backgrounds'): Promise<T[]> {
  try {
    const response = await fetch(`${API_BASE_URL}${path}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const body = (await response.json()) as unknown;
    return Array.isArray(body) ? (body as T[]) : [];
  } catch (error) {
    logOnly(path, error);
    return [];
  }
}

/**
 * The messages and the background chosen (sticky, else random). Never rejects: a failed call gives no messages or no background (§8 CMS fetch failure).
 */
export async function loadPublicNotices(): Promise<PublicNotices> {
  const [messages, backgrounds] = await Promise.all([publicList<NotificationMessage>('/api/Cms/Notifications'), publicList<BackgroundAsset>('/api/Cms/Backgrounds')]);
  return { messages, background: pickBackground(backgrounds) };
}

