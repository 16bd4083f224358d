import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session';

/**
 * The current session for React: re-renders on login, logout, store switch and changes in other tabs.
 * @returns the session, or null when logged out
 */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession, sessionStore.getSession);
}
