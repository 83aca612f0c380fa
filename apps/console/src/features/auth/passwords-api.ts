// The /passwords calls are `api.passwords` of @plaudit/api-client (spec 1 section 7).

/** The server's minimum (PASSWORD_MIN in @plaudit/api-client/schemas). */
export const PASSWORD_MIN_LENGTH = 8;

/** New password + confirmation, shared by the reset and change forms. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password !== confirm) return 'The passwords do not match.';
  return null;
}
