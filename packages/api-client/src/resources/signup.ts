import type { Session } from '../schemas/auth';
import type {
  ConfirmResendBody,
  SignupPrices,
  SignupResult,
  SignupUserBody,
} from '../schemas/signup';
import type { CallOptions, Client } from '../transport/create-client';

/**
 * POST /signup/user: creates the business's account (pending until confirmed) and its first
 * user, and mails a confirmation link. Sent without credentials. The answer is the same
 * whether or not the address already had an account.
 */
export function createSignupUser(
  client: Client,
  body: SignupUserBody,
  options?: CallOptions,
): Promise<SignupResult> {
  return client.request<SignupResult>('POST', '/signup/user', {
    ...options,
    body,
    anonymous: true,
  });
}

/**
 * PATCH /confirm {token}: confirms the address, starts the trial and signs the user in (the
 * client keeps the new credentials). A used or expired link rejects with an ApiError (400).
 */
export async function confirmSignup(
  client: Client,
  token: string,
  options?: CallOptions,
): Promise<Session> {
  const session = await client.request<Session>('PATCH', '/confirm', {
    ...options,
    body: { token },
    anonymous: true,
  });
  client.setCredentials({ email: session.email, token: session.token });
  return session;
}

/** POST /confirm {email}: a new confirmation link for an unconfirmed address (always accepted). */
export function resendConfirmation(
  client: Client,
  body: ConfirmResendBody,
  options?: CallOptions,
): Promise<SignupResult> {
  return client.request<SignupResult>('POST', '/confirm', {
    ...options,
    body,
    anonymous: true,
  });
}

/** GET /signup/prices: the prices after the free trial (plans per location and month, setup). */
export function getSignupPrices(client: Client, options?: CallOptions): Promise<SignupPrices> {
  return client.request<SignupPrices>('GET', '/signup/prices', { ...options, anonymous: true });
}

export const signup = {
  prices: getSignupPrices,
  createUser: createSignupUser,
  confirm: confirmSignup,
  resendConfirmation,
};
