/**
 * Location pricing. The local implementation uses a price table by plan (the
 * spec does not show amounts; these are the product's list prices for the
 * demo), monthly, in US cents per added location:
 *
 * | plan_code    | cents/location/month |
 * |--------------|----------------------|
 * | enterprise   | 3900                 |
 * | professional | 4900                 |
 * | partner      | 2900                 |
 * | trial        | 4900 (after upgrade) |
 * | other / none | 5900                 |
 *
 * Trial accounts may have TRIAL_LOCATION_LIMIT (1) location. A production
 * implementation would ask the billing system (Chargify, Stripe...) for a quote.
 */
export type LocationQuoteInput = {
  accountId: number;
  planCode: string | null;
  status: string;
  currentLocations: number;
  numAdded: number;
};
export type LocationQuote = {
  unitCents: number;
  trialLocationLimit: number | null;
  trialLimitReached: boolean;
};

export interface BillingProvider {
  readonly name: string;
  locationQuote(input: LocationQuoteInput): Promise<LocationQuote>;
}

export const PRICE_TABLE_CENTS: Record<string, number> = {
  enterprise: 3900,
  professional: 4900,
  partner: 2900,
  trial: 4900,
};
export const DEFAULT_PRICE_CENTS = 5900;

export function localBilling(trialLocationLimit = 1): BillingProvider {
  return {
    name: 'local',
    async locationQuote(input) {
      const trial = input.status === 'trial';
      return {
        unitCents: PRICE_TABLE_CENTS[input.planCode ?? ''] ?? DEFAULT_PRICE_CENTS,
        trialLocationLimit: trial ? trialLocationLimit : null,
        trialLimitReached: trial && input.currentLocations + input.numAdded > trialLocationLimit,
      };
    },
  };
}
