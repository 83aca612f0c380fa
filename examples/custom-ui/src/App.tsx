import { ApiProvider, createPlauditClient, useSession } from '@plaudit/hooks';
import { PLAUDIT_ORIGIN } from './config';
import { ReviewsScreen } from './ReviewsScreen';
import { SignIn } from './SignIn';

/**
 * One client for the whole app, wired to the session store of @plaudit/hooks: it starts with
 * the stored credentials, and any 401 ends the session (the app falls back to sign-in).
 */
const client = createPlauditClient({
  baseUrl: `${PLAUDIT_ORIGIN}/api`,
  clientName: 'plaudit-example-custom-ui',
});

export function App() {
  return (
    <ApiProvider client={client}>
      <Screens />
    </ApiProvider>
  );
}

/** Signed out: the sign-in form. Signed in: the reviews screen. */
function Screens() {
  const token = useSession((s) => s.auth.token);
  return token ? <ReviewsScreen /> : <SignIn />;
}
