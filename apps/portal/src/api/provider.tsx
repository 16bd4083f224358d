import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './client';

/**
 * The server-state cache (TanStack Query) for the pages below it. The private shell provides it, so the
 * login page, which needs no cache, does not load TanStack Query at all.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
