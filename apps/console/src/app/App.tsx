import type { Client } from '@plaudit/api-client';
import { ApiProvider, type SessionStore } from '@plaudit/hooks';
import { Toasts } from '../layout/Toasts';
import { AppRoutes } from '../routes/AppRoutes';
import { useRouterSearchAdapter } from './router-search-adapter';

/** The console below the router: API and session, the routes, and the toasts. */
export function App({ client, session }: { client: Client; session: SessionStore }) {
  const searchAdapter = useRouterSearchAdapter();
  return (
    <ApiProvider client={client} session={session} searchAdapter={searchAdapter}>
      <AppRoutes />
      <Toasts />
    </ApiProvider>
  );
}
