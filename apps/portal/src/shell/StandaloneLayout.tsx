/**
 * Route element of the standalone private routes of §2.1 (/invoice, /home-asset): a session is needed (§2.1),
 * but the page shows without the shell's header and footer.
 */
import { Outlet } from 'react-router';
import { Box, Spinner } from '@trade-portal/ui';
import { ServerStateProvider } from '../api';
import { RequireSession } from './guards';

export default function StandaloneLayout() {
  return (
    <ServerStateProvider>
      <RequireSession fallback={<Box display="flex" justifyContent="center" padding="xxlarge"><Spinner label="Loading your account" /></Box>}>
        <main id="content" tabIndex={-1}>
          <Outlet />
        </main>
      </RequireSession>
    </ServerStateProvider>
  );
}
