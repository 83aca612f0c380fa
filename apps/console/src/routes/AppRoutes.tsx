import { useApi } from '@plaudit/hooks';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { FrameLoading } from '../layout/FrameLoading';
import { AuthGate } from './AuthGate';
import { beginFrame, frameModule } from './frame-start';
import { lazyPage } from './lazy-page';
import { RouteEffects } from './RouteEffects';
import { RedirectKeepQuery } from './redirects';
import { Screens as S } from './screens';

/**
 * The signed-in frame (navigation, banners, the account's routes) is its own chunk: the public
 * pages (/login, /signup, ...) never download it; AuthGate sends a visitor without a session to
 * /login before it loads. The frame's chunk, the address's screen chunk and the banners' data
 * start together (routes/frame-start.ts).
 */
const AppLayout = lazyPage(frameModule, 'AppLayout');

function SignedInFrame() {
  const { api, session } = useApi();
  const { pathname, search } = useLocation();
  // Idempotent: the first signed-in render starts the frame, before the lazy frame asks for it.
  void beginFrame(api, session, pathname, search);
  return (
    <Suspense fallback={<FrameLoading />}>
      <AppLayout />
    </Suspense>
  );
}

const signedIn = (
  <AuthGate>
    <SignedInFrame />
  </AuthGate>
);

/** Every route of the console: the public ones, then the signed-in app (also under /as/:accountId). */
export function AppRoutes() {
  return (
    <>
      <RouteEffects />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/login" element={<S.LoginPage />} />
          <Route path="/users/sign_in" element={<RedirectKeepQuery to="/login" base={false} />} />
          <Route path="/signup" element={<S.SignupPage />} />
          <Route path="/signup/location" element={<S.SignupLocationPage />} />
          <Route path="/signup/confirm" element={<S.ConfirmSignupPage />} />
          <Route path="/forgot-password" element={<S.ForgotPasswordPage />} />
          <Route path="/reset-password" element={<S.ResetPasswordPage />} />
          <Route path="/expired-password" element={<S.ExpiredPasswordPage />} />
          <Route path="/password-reset-complete" element={<S.PasswordResetCompletePage />} />
          <Route path="/confirm-email" element={<S.ConfirmEmailPage />} />
          <Route path="/confirm-sender" element={<S.ConfirmSenderPage />} />
          <Route path="/scorecardrequest/:id" element={<S.ScorecardRequestPage />} />
          <Route path="/partner-integrations-setup" element={<S.PartnerIntegrationsSetupPage />} />
          <Route path="/partner-integrations-error" element={<S.PartnerIntegrationsErrorPage />} />
          <Route path="/unsubscribe/alerts/:id" element={<S.UnsubscribePage />} />
          <Route path="/unsubscribe/requests/:id" element={<S.RequestUnsubscribePage />} />
          <Route path="/unsubscribe/scheduled_exports/:id" element={<S.UnsubscribePage />} />
          <Route path="/sso-login/:token" element={<S.SsoLoginPage />} />
          <Route path="/switch-account/:childAccountId" element={<S.SwitchAccountPage />} />
          <Route path="/error" element={<S.ErrorPage />} />
          <Route path="/triage" element={<S.TriagePage />} />
          <Route path="/as/:accountId/*" element={signedIn} />
          <Route path="*" element={signedIn} />
        </Routes>
      </Suspense>
    </>
  );
}
