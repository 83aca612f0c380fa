import { useMemo } from 'react';
import { useAccountExperiments } from '../billing';
import { type SearchParamsAdapter, useSearch } from '../filters/search-adapter';
import { deleteCookie, readCookie, writeCookie } from '../internal/browser';

/** Cookie holding the feature flags switched on through the URL (comma-separated names). */
export const FEATURE_FLAGS_COOKIE = 'plaudit_features';
/** URL parameters starting with this switch flags: `?features.reviewTags=true` / `=false`. */
export const FEATURE_PARAM_PREFIX = 'features.';

/**
 * The flags the product names, each with whether it is on when nobody set it.
 * One rule for every flag: `?features.<name>=true` turns it on, `=false` off,
 * and the choice is kept in the cookie; a flag names the feature it enables.
 * Any other name works too (off by default).
 */
export const FEATURE_FLAG_DEFAULTS = {
  // Spec 1 section 4.
  reviewTags: false,
  reviewTagsDetail: false,
  reviewTagsIndex: false,
  forceCampaignMetricsOverview: false,
  // Spec 2 section 6 and spec 3 sections 2 and 4.3: built features, on unless switched off.
  specialHours: true,
  MULTI_LOCATION_FILTERING: true,
  locationBillingPreview: true,
  ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING: true,
  // Shows the contact-support modal instead of deleting a location.
  preventLocationDelete: false,
} as const satisfies Record<string, boolean>;
export type KnownFeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

/** Whether `name` is on when the URL and the cookie say nothing. */
export const featureDefault = (name: string): boolean =>
  (FEATURE_FLAG_DEFAULTS as Record<string, boolean>)[name] ?? false;

/** The cookie's entry that switches a flag that is on by default off. */
const offEntry = (name: string) => `-${name}`;

const ON = new Set(['', 'true', '1', 'on', 'yes']);
const OFF = new Set(['false', '0', 'off', 'no']);

/**
 * The choices stored in the cookie: a name for a flag switched on, `-name` for
 * a flag that is on by default switched off.
 */
export function readFeatureFlags(cookieString?: string): Set<string> {
  const raw = readCookie(FEATURE_FLAGS_COOKIE, cookieString);
  return new Set(
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** The flags after the `features.*` parameters of `search` are applied to `current` (pure). */
export function applyFeatureParams(
  search: string | URLSearchParams,
  current: ReadonlySet<string>,
): Set<string> {
  const next = new Set(current);
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const [key, value] of params) {
    if (!key.startsWith(FEATURE_PARAM_PREFIX)) continue;
    const name = key.slice(FEATURE_PARAM_PREFIX.length);
    if (!name) continue;
    const v = value.trim().toLowerCase();
    const on = ON.has(v) ? true : OFF.has(v) ? false : null;
    if (on === null) continue;
    next.delete(name);
    next.delete(offEntry(name));
    // Only what differs from the default is kept.
    if (on !== featureDefault(name)) next.add(on ? name : offEntry(name));
  }
  return next;
}

/** The flags on: those on by default unless switched off, and those switched on. */
export function flagsOn(choices: ReadonlySet<string>): Set<string> {
  const on = new Set<string>();
  for (const [name, byDefault] of Object.entries(FEATURE_FLAG_DEFAULTS))
    if (byDefault && !choices.has(offEntry(name))) on.add(name);
  for (const choice of choices) if (!choice.startsWith('-')) on.add(choice);
  return on;
}

/**
 * Applies the `features.*` parameters of `search` (default the current URL) to the cookie and
 * returns the flags now on. `=true` (or no value) switches a flag on, `=false` off.
 */
export function syncFeatureFlagsFromUrl(
  search: string | URLSearchParams = typeof window === 'undefined' ? '' : window.location.search,
): Set<string> {
  const current = readFeatureFlags();
  const next = applyFeatureParams(search, current);
  const changed = next.size !== current.size || [...next].some((f) => !current.has(f));
  if (changed) {
    if (next.size) writeCookie(FEATURE_FLAGS_COOKIE, [...next].sort().join(','));
    else deleteCookie(FEATURE_FLAGS_COOKIE);
  }
  return flagsOn(next);
}

/**
 * The flags on after the account's experiments (GET /account_experiments): an experiment in
 * a variant other than `control` switches its flag on, unless the user switched it off.
 */
export function withExperiments(
  on: ReadonlySet<string>,
  choices: ReadonlySet<string>,
  experiments: readonly { name: string; variant: string }[],
): Set<string> {
  const next = new Set(on);
  for (const e of experiments)
    if (e.variant !== 'control' && !choices.has(offEntry(e.name))) next.add(e.name);
  return next;
}

/**
 * The feature flags on, kept in sync with `features.*` URL parameters as the URL changes, with
 * the signed-in account's experiments applied under the user's own choices.
 */
export function useFeatureFlags(adapter?: SearchParamsAdapter): ReadonlySet<string> {
  const search = useSearch(adapter);
  const experiments = useAccountExperiments();
  // Writing the cookie here (not in an effect) lets the first render already see a URL flag;
  // the write is idempotent.
  return useMemo(
    () =>
      withExperiments(syncFeatureFlagsFromUrl(search), readFeatureFlags(), experiments.data ?? []),
    [search, experiments.data],
  );
}
