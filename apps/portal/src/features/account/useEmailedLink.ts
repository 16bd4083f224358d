import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@trade-portal/api-client';
import { isUsedLink } from '../../api/publicAccount';

/**
 * What following an emailed `?user={id}&code={code}` link came to: `following` while the server is
 * asked; `done` with its Message; `used` for a link already followed (410 'already been used');
 * `expired` for any other 410 (§8 Expired link) and `failed` for the rest, or a link without its parts.
 */
export type EmailedLinkState =
  | { step: 'following' }
  | { step: 'done'; message: string }
  | { step: 'used' }
  | { step: 'expired'; message: string }
  | { step: 'failed'; message: string };

/** One call per link and page load, by call: React's development double effect must not use a link twice. */
const calls = new WeakMap<(userId: string, code: string) => Promise<string>, Map<string, Promise<string>>>();

/**
 * Follows the page's emailed link once, on arrival (§2.2 /verify-account, /confirm-email).
 * @param follow the public call that uses the link (`verifyAccount`, `confirmEmailChange`), resolving to
 *   the server's Message and rejecting with its ApiError
 * @param incomplete the message for a link without its `user` or `code`
 */
export function useEmailedLink(follow: (userId: string, code: string) => Promise<string>, incomplete: string): EmailedLinkState {
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  const code = params.get('code') ?? '';
  const [state, setState] = useState<EmailedLinkState>(user && code ? { step: 'following' } : { step: 'failed', message: incomplete });

  useEffect(() => {
    if (!user || !code) return;
    let live = true;
    const key = `${user}:${code}`;
    const made = calls.get(follow) ?? new Map<string, Promise<string>>();
    calls.set(follow, made);
    if (!made.has(key)) made.set(key, follow(user, code));
    made.get(key)!.then(
      (message) => live && setState({ step: 'done', message }),
      (e: unknown) => {
        if (!live) return;
        if (isUsedLink(e)) setState({ step: 'used' });
        else setState({ step: e instanceof ApiError && e.status === 410 ? 'expired' : 'failed', message: errorMessage(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [follow, user, code]);

  return state;
}
