import type { KnownFeatureFlag } from '@plaudit/hooks';
/**
 * Feature flags of spec 2 section 6, with the one rule of every flag (`@plaudit/hooks`
 * FEATURE_FLAG_DEFAULTS): `?features.<name>=true` on, `=false` off, kept in a cookie. The
 * built features are on by default; `preventLocationDelete` (off by default) shows the
 * contact-support modal instead of deleting. Directory-specific publishing is the same flag as
 * the Local Listings page's.
 */
export const LOCATION_FLAGS = {
  specialHours: 'specialHours',
  multiLocationFiltering: 'MULTI_LOCATION_FILTERING',
  billingPreview: 'locationBillingPreview',
  directoryPublishing: 'ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING',
  preventDelete: 'preventLocationDelete',
} as const satisfies Record<string, KnownFeatureFlag>;

/** 4900 → '$49.00'. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export const COPY_MESSAGES = {
  copied: 'Link copied',
  failed: 'Unable to copy to clipboard',
} as const;

/** Copy confirmations last 2 s (spec 2 section 9). */
export const COPY_CONFIRM_MS = 2000;

/** Writes `text` to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The review request landing pages of a location (designed paths on the console origin). */
export function requestUrls(origin: string, locationId: number) {
  const at = (kind: string) => `${origin}/r/${locationId}/${kind}`;
  return [
    { label: 'NPS', url: at('nps') },
    { label: 'Stars', url: at('stars') },
    { label: 'Thumbs', url: at('thumbs') },
    { label: 'Faces', url: at('faces') },
    { label: 'Review Request Page', url: at('review') },
    { label: 'Kiosk Page', url: at('kiosk') },
  ];
}
