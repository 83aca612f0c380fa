import type {
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetCheck,
  PasswordResetRequestBody,
  PasswordStatus,
} from '../schemas/passwords';
import type { CallOptions, Client } from '../transport/create-client';

export type { PasswordStatus };

/**
 * POST /passwords {email}: sends a reset link to a known address. Always accepted (202), so
 * the answer never tells whether the address has an account. Sent without credentials.
 */
export function requestPasswordReset(
  client: Client,
  body: PasswordResetRequestBody,
  options?: CallOptions,
): Promise<PasswordStatus> {
  return client.request<PasswordStatus>('POST', '/passwords', {
    ...options,
    body,
    anonymous: true,
  });
}

/** GET /passwords?token=: resolves while the reset link works, rejects (400) once it expired. */
export function checkPasswordReset(
  client: Client,
  token: string,
  options?: CallOptions,
): Promise<PasswordResetCheck> {
  return client.request<PasswordResetCheck>('GET', '/passwords', {
    ...options,
    query: { token },
    anonymous: true,
  });
}

/** PATCH /passwords {token, password}: sets the password, uses the link up, ends every session. */
export function resetPassword(
  client: Client,
  body: PasswordResetBody,
  options?: CallOptions,
): Promise<PasswordStatus> {
  return client.request<PasswordStatus>('PATCH', '/passwords', {
    ...options,
    body,
    anonymous: true,
  });
}

/**
 * POST /passwords/change {current_password, new_password} for the signed-in user: the other
 * sessions end, this one stays. A wrong current password is a 400.
 */
export function changePassword(
  client: Client,
  body: PasswordChangeBody,
  options?: CallOptions,
): Promise<PasswordStatus> {
  return client.request<PasswordStatus>('POST', '/passwords/change', { ...options, body });
}

export const passwords = {
  requestReset: requestPasswordReset,
  check: checkPasswordReset,
  reset: resetPassword,
  change: changePassword,
};
