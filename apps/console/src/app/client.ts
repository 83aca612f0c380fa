import { createPlauditClient, getDefaultSessionStore } from '@plaudit/hooks';

/** X-Plaudit-Client of every call the console makes. */
export const CLIENT_NAME = 'plaudit-console';

/** The API is on the same origin under /api; a 401 ends the session, a 402 marks it inactive. */
export function createConsoleClient() {
  const session = getDefaultSessionStore();
  const client = createPlauditClient({ baseUrl: '/api', clientName: CLIENT_NAME, session });
  return { client, session };
}
