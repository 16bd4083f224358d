/**
 * Account resource (§3 UserAccounts, UserInfo; §4 Login, Account loading, keep-alive): the token, the
 * user's stores, the user info, the session check and Track and Trace (§1, §5).
 */
import { useCallback, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login, unwrap, type TokenResponse, type UserAccount } from '@trade-portal/api-client';
import { isRestricted } from '@trade-portal/domain';
import { lazyPart } from '@trade-portal/ui/lazyPart';
import { getSession, useSession } from '../session';
import { $api, API_BASE_URL, portalClient, queryClient } from './client';
import { invalidateAfter } from './invalidation';
import { useTransitionQuery } from './useTransitionQuery';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';

const revocation = lazyPart(() => import('./revocation'));

/**
 * POST /Token, the form-encoded password grant (§4 Login).
 * @returns access_token, token_type and userName
 * @throws ApiError with the server's Message ('The user name or password is incorrect.')
 */
export function requestToken(username: string, password: string): Promise<TokenResponse> {
  return login(API_BASE_URL, username, password);
}

/**
 * GET /api/Account/GetAccounts: the user's stores. Made for the user, not for a store, so no account
 * number is sent (§4 Account loading); cached for five minutes.
 */
export const accountsQuery = () => $api.queryOptions('get', '/api/Account/GetAccounts', {}, { staleTime: 5 * 60_000 });

/**
 * Fetches the user's stores into the cache, as right after login.
 * @returns the accounts (JtiAccountId, AccountName, AddressLine1, TierAccessLevel)
 * @throws ApiError with the server's Message
 */
export async function loadAccounts(): Promise<UserAccount[]> {
  return (await queryClient.fetchQuery(accountsQuery())).UserAccounts;
}

/** The user's stores (§3 UserAccounts) while a session exists. */
export function useAccounts() {
  const session = useSession();
  return useTransitionQuery({ ...accountsQuery(), enabled: session !== null, select: (d) => d.UserAccounts });
}

/** The current account and what its tier allows (§2.4, §6). */
export interface CurrentAccount {
  accounts: UserAccount[];
  account: UserAccount | null;
  /** TierAccessLevel 3: no ordering, no order views. */
  restricted: boolean;
  isLoading: boolean;
}

/** The current account from GetAccounts and the stored account number. */
export function useCurrentAccount(): CurrentAccount {
  const accountNumber = useAccountNumber();
  const { data, isLoading } = useAccounts();
  return useMemo(() => {
    const accounts = data ?? [];
    const account = accounts.find((a) => a.JtiAccountId === accountNumber) ?? null;
    return { accounts, account, restricted: isRestricted(account?.TierAccessLevel), isLoading };
  }, [data, accountNumber, isLoading]);
}

/** GET /api/Account/UserInfo of an account (the BA phone is TmeAccount.EmployeeMobilePhone, §2.5); cached five minutes. */
export const userInfoQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Account/UserInfo', forAccount(accountNumber), { staleTime: 5 * 60_000 });

/** The user info of the current account. */
export function useUserInfo() {
  return useAccountQuery(userInfoQuery);
}

/**
 * HEAD /api/Account/CheckAuth for the current account (§4 keep-alive).
 * @returns false when there is no account or the server answers 401; true otherwise, also for a network
 *   failure, an aborted request (page unload) or a 5xx, which wait for the next tick
 */
export async function checkSession(): Promise<boolean> {
  const accountNumber = getSession()?.accountNumber;
  if (!accountNumber) return false;
  try {
    const { response } = await portalClient.HEAD('/api/Account/CheckAuth', forAccount(accountNumber));
    return response.status !== 401;
  } catch {
    return true;
  }
}

/** The password change's values (§2.1 /change-password, §2.2 /password; §5). */
export interface PasswordChange {
  current: string;
  password: string;
  confirmation: string;
}

/**
 * POST /api/Account/ChangePassword for the current store: a plain call, so the public /password guide
 * needs no query cache. The server ends the user's other sessions.
 * @returns the server's acknowledgement (`Message`)
 * @throws ApiError with the server's Message: a wrong current password, or a §5 or common-password refusal
 */
export async function changePassword({ current, password, confirmation }: PasswordChange): Promise<string> {
  const accountNumber = getSession()?.accountNumber;
  if (!accountNumber) throw new Error('No store is chosen.');
  const answer = unwrap(await portalClient.POST('/api/Account/ChangePassword', { ...forAccount(accountNumber), body: { OldPassword: current, NewPassword: password, ConfirmPassword: confirmation } }));
  return answer?.Message ?? 'Your password has been changed.';
}

/**
 * POST /api/Account/Logout (§4 Logout): revokes the session's token on the server, so a copy of it stops
 * working at once. Reads the token now, so the caller may clear the session straight after; logging out
 * never waits for the network. Offline, the revoke is kept on the device and sent when the server can be
 * reached again (./revocation).
 */
export function revokeSession(): void {
  const session = getSession();
  if (!session) return;
  const authorization = `${session.tokenType} ${session.accessToken}`;
  void revocation.load().then((m) => m.revocations.revoke(authorization));
}

/**
 * GET /api/Account/IsTrackAndTrace of an account (§1, §4 Track and Trace): `{ IsTrackAndTrace }`, true
 * once the account's EOID and FID codes are stored. Fresh for 30 s, the keep-alive's period.
 */
export const trackAndTraceQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Account/IsTrackAndTrace', forAccount(accountNumber), { staleTime: 30_000 });

/**
 * Whether the current account still has to submit its Track and Trace codes (§2.4 notice on / and /cart).
 * @returns true while codes are missing, false when stored, undefined while the flag loads or could not
 *   be read (the notice then waits rather than flashing)
 */
export function useTrackAndTraceMissing(): boolean | undefined {
  const { data } = useAccountQuery(trackAndTraceQuery);
  return data ? !data.IsTrackAndTrace : undefined;
}

/**
 * Refetches the current account's Track and Trace flag: the keep-alive's 30-second check (§4 Session start).
 * @returns a function resolving true when codes are missing, false when they are there; it rejects
 *   when the flag cannot be read
 */
export function useCheckTrackAndTrace(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useCallback(async () => {
    if (!accountNumber) return false;
    const { IsTrackAndTrace } = await queryClient.fetchQuery({ ...trackAndTraceQuery(accountNumber), staleTime: 0 });
    return !IsTrackAndTrace;
  }, [accountNumber, queryClient]);
}

/** The codes of /set-eoid-fid as typed (§5); the server normalises and checks them again. */
export interface TrackAndTraceCodes {
  eoid: string;
  fid: string;
}

/**
 * POST /api/Account/TrackAndTraceCodes with body { Eoid, Fid } for the current account (§1, §2.1
 * /set-eoid-fid, §5); afterwards IsTrackAndTrace is refetched, so the notice goes.
 * @returns a mutation whose `mutateAsync(codes)` resolves the server's { Message }
 * @throws (through `mutateAsync`) ApiError: 400 with the server's Message for a code it refuses
 */
export function useSubmitTrackAndTraceCodes() {
  const queryClient = useQueryClient();
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async ({ eoid, fid }: TrackAndTraceCodes) => {
      if (!accountNumber) throw new Error('No store is chosen.');
      return unwrap(await portalClient.POST('/api/Account/TrackAndTraceCodes', { ...forAccount(accountNumber), body: { Eoid: eoid, Fid: fid } }));
    },
    onSuccess: () => invalidateAfter(queryClient, 'trackAndTraceSubmitted'),
  });
}

/** The user's editable details (§2.1 /my-account), in the wire names of `UpdateAccount`. */
export interface AccountChanges {
  FirstName: string;
  LastName: string;
  Email: string;
  MarketingOptIn: boolean;
  /** The user's password: required by the server when Email differs from the login. */
  CurrentPassword?: string;
}

/**
 * PUT /api/Account/UpdateAccount for the current store: name, email and the marketing preference.
 * A new Email does not change the login: the answer's PendingEmail names it until the link emailed to it
 * is followed (/confirm-email). On success the cached user info of every store is replaced by the answer's details.
 * @returns the updated `UserInfo`
 * @throws ApiError 400 with the server's Message (email format, an address already in use, a name with
 *   control characters, 'Your current password is incorrect.'), 429 past the password attempt limit
 *   (`isCurrentPasswordRefusal` of ./accountRefusals tells these two apart)
 */
export function useUpdateAccount() {
  const accountNumber = useAccountNumber();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: AccountChanges) => {
      if (!accountNumber) throw new Error('No store is chosen.');
      return unwrap(await portalClient.PUT('/api/Account/UpdateAccount', { ...forAccount(accountNumber), body: changes }));
    },
    onSuccess: (info) => {
      if (accountNumber) client.setQueryData(userInfoQuery(accountNumber).queryKey, info);
      void client.invalidateQueries({ queryKey: ['get', '/api/Account/UserInfo'] });
    },
  });
}
