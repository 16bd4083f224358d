/**
 * Route element of the standalone private routes of §2.1 (/invoice, /home-asset): a session is needed (§2.1),
 * but the page shows without the shell's header, footer and download row; the page fills the window
 * (each is a full-window PDF, ADR 0023). Without a session it goes to /login like every private route.
 */
import { Outlet } from 'react-router';
import { Box, Spinner } from '@trade-portal/ui';
import { ServerStateProvider } from '../api';
import { RequireSession } from './RouteGuards';

export default function StandaloneLayout() {
  return (
    <ServerStateProvider>
      <RequireSession fallback={<Box display="flex" justifyContent="center" padding="xxlarge"><Spinner label="Loading your account" /></Box>}>
        <main id="content" tabIndex={-1} style={{ outline: 'none' }}>
          <Outlet />
        </main>
      </RequireSession>
    </ServerStateProvider>
  );
}
