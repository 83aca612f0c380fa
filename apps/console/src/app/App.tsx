import type { Client } from '@plaudit/api-client';
import { ApiProvider, type SessionStore } from '@plaudit/hooks';
import { Toasts } from '../layout/Toasts';
import { AppRoutes } from '../routes/AppRoutes';

/** The console below the router: API and session, the routes, and the toasts. */
export function App({ client, session }: { client: Client; session: SessionStore }) {
  return (
    <ApiProvider client={client} session={session}>
      <AppRoutes />
      <Toasts />
    </ApiProvider>
  );
}
