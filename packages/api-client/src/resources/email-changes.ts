import type {
  EmailChangeBody,
  EmailChangeCheck,
  EmailChangeStatus,
} from '../schemas/email-changes';
import type { CallOptions, Client } from '../transport/create-client';

/**
 * POST /email_changes {email, current_password}: the signed-in user asks to use a new address.
 * Nothing changes yet: the new address gets a confirmation link, the old one is told (202).
 */
export function requestEmailChange(
  client: Client,
  body: EmailChangeBody,
  options?: CallOptions,
): Promise<EmailChangeStatus> {
  return client.request<EmailChangeStatus>('POST', '/email_changes', { ...options, body });
}

/** GET /email_changes?token=: resolves while the confirmation link works, rejects (400) after. */
export function checkEmailChange(
  client: Client,
  token: string,
  options?: CallOptions,
): Promise<EmailChangeCheck> {
  return client.request<EmailChangeCheck>('GET', '/email_changes', {
    ...options,
    query: { token },
    anonymous: true,
  });
}

/** PATCH /email_changes {token}: the address changes and every session of the user ends. */
export function confirmEmailChange(
  client: Client,
  token: string,
  options?: CallOptions,
): Promise<EmailChangeStatus> {
  return client.request<EmailChangeStatus>('PATCH', '/email_changes', {
    ...options,
    body: { token },
    anonymous: true,
  });
}

export const emailChanges = {
  request: requestEmailChange,
  check: checkEmailChange,
  confirm: confirmEmailChange,
};
