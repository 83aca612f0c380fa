import type { Client } from '@plaudit/api-client';

/**
 * The /passwords calls (spec 1 section 7). Reset calls are anonymous: a stale session in this
 * browser must not turn them into a 401.
 */
export const passwordsApi = {
  /** POST /passwords {email}: always accepted; a known address gets a reset link. */
  requestReset: (client: Client, email: string) =>
    client.post('/passwords', { email }, { anonymous: true }),
  /** GET /passwords?token=: resolves while the link works, rejects (400) when it has expired. */
  checkToken: (client: Client, token: string) =>
    client.get<{ valid: true; email: string }>('/passwords', { query: { token }, anonymous: true }),
  /** PATCH /passwords {token, password}. */
  reset: (client: Client, token: string, password: string) =>
    client.patch('/passwords', { token, password }, { anonymous: true }),
  /** POST /passwords/change for the signed-in user. */
  change: (client: Client, currentPassword: string, newPassword: string) =>
    client.post('/passwords/change', {
      current_password: currentPassword,
      new_password: newPassword,
    }),
};

export const PASSWORD_MIN_LENGTH = 8;

/** New password + confirmation, shared by the reset and change forms. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password !== confirm) return 'The passwords do not match.';
  return null;
}
