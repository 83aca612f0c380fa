import { errorMessage } from '@plaudit/api-client';
import { ApiProvider, createPlauditClient, useSession } from '@plaudit/hooks';
import { useEffect, useState } from 'react';
import { APP_BASE, PLAUDIT_ORIGIN } from './config';
import { ReviewsScreen } from './ReviewsScreen';
import { SignIn } from './SignIn';
import { finishSignInWithPlaudit, isCallback } from './sign-in-with-plaudit';

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

/**
 * Signed out: the sign-in form. Signed in: the reviews screen. Back from Plaudit's consent
 * screen (`/callback`): the code becomes tokens (once, even in StrictMode), and the session
 * starts with them.
 */
function Screens() {
  const token = useSession((s) => s.auth.token);
  const loginWithAccessToken = useSession((s) => s.loginWithAccessToken);
  const [callback] = useState(isCallback);
  const [finishing, setFinishing] = useState(callback);
  const [oauthError, setOAuthError] = useState<string | null>(null);
  useEffect(() => {
    if (!callback) return;
    finishSignInWithPlaudit()
      // The refresh token and expiry too: the session renews its access token by itself.
      .then((tokens) => loginWithAccessToken(tokens))
      .catch((err: unknown) =>
        setOAuthError(err instanceof Error ? errorMessage(err, err.message) : errorMessage(err)),
      )
      .finally(() => {
        // The address bar goes back to the app, without the code.
        window.history.replaceState(null, '', APP_BASE);
        setFinishing(false);
      });
  }, [callback, loginWithAccessToken]);
  if (finishing)
    return (
      <main className="signin">
        <p role="status">Signing you in…</p>
      </main>
    );
  return token ? <ReviewsScreen /> : <SignIn oauthError={oauthError} />;
}
