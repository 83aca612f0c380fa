import type {
  CustomEmailBody,
  CustomEmailPreview,
  CustomEmailPreviewBody,
  CustomEmailSender,
} from '../schemas/custom-email';
import type { CallOptions, Client } from '../transport/create-client';

/** GET /custom_email: the account's sender for requests and alerts, and whether it is confirmed. */
export function getCustomEmail(client: Client, options?: CallOptions): Promise<CustomEmailSender> {
  return client.request<CustomEmailSender>('GET', '/custom_email', options);
}

/**
 * PUT /custom_email: sets the sender name, address, colour and logo (administrators, with the
 * `custom_email` setting on). A new address answers `status: 'pending'` and gets a confirmation
 * link; requests and alerts keep Plaudit's sender until it is opened.
 */
export function updateCustomEmail(
  client: Client,
  body: CustomEmailBody,
  options?: CallOptions,
): Promise<CustomEmailSender> {
  return client.request<CustomEmailSender>('PUT', '/custom_email', { ...options, body });
}

/** DELETE /custom_email: back to Plaudit's sender and layout. */
export function deleteCustomEmail(client: Client, options?: CallOptions): Promise<void> {
  return client.request<void>('DELETE', '/custom_email', options);
}

/** POST /custom_email/confirmations {token}: the sender address confirms the link mailed to it. */
export function confirmCustomEmail(
  client: Client,
  token: string,
  options?: CallOptions,
): Promise<CustomEmailSender> {
  return client.request<CustomEmailSender>('POST', '/custom_email/confirmations', {
    ...options,
    body: { token },
    anonymous: true,
  });
}

/** POST /custom_email/previews: the review request e-mail as these settings would send it. */
export function previewCustomEmail(
  client: Client,
  body: CustomEmailPreviewBody,
  options?: CallOptions,
): Promise<CustomEmailPreview> {
  return client.request<CustomEmailPreview>('POST', '/custom_email/previews', {
    ...options,
    body,
  });
}

export const customEmail = {
  get: getCustomEmail,
  update: updateCustomEmail,
  remove: deleteCustomEmail,
  confirm: confirmCustomEmail,
  preview: previewCustomEmail,
};
