import { type Infer, number, object, optional } from './validate';

/** Messages of spec 2 sections 6 and 8 (location pricing). */
export const BILLING_MESSAGES = {
  previewError: 'Error fetching location pricing preview.',
  mayIncurCosts: 'Adding a location may incur additional costs.',
} as const;

/** GET /billing/{accountId}/location_preview */
export const locationPreviewQuery = object({
  num_added_locations: optional(number({ int: true, coerce: true, min: 1, max: 1000 }), 1),
});
export type LocationPreviewQuery = Infer<typeof locationPreviewQuery>;

/**
 * The price of adding locations. `new_location_monthly_unit_cents` is null for
 * callers who may not see prices (not an administrator, or a white-label account).
 */
export type LocationPreview = {
  account_id: number;
  num_added_locations: number;
  current_locations: number;
  new_location_monthly_unit_cents: number | null;
  new_locations_monthly_total_cents: number | null;
  currency: 'USD';
  trial_location_limit_reached: boolean;
  trial_location_limit: number | null;
};
