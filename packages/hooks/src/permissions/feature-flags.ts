import { useMemo } from 'react';
import { type SearchParamsAdapter, useSearch } from '../filters/use-filters';
import { deleteCookie, readCookie, writeCookie } from '../internal/browser';

/** Cookie holding the feature flags switched on through the URL (comma-separated names). */
export const FEATURE_FLAGS_COOKIE = 'plaudit_features';
/** URL parameters starting with this switch flags: `?features.reviewTags=true` / `=false`. */
export const FEATURE_PARAM_PREFIX = 'features.';

/** Flags the product names (spec 1 section 4); any other name works too. */
export type KnownFeatureFlag =
  | 'reviewTags'
  | 'reviewTagsDetail'
  | 'reviewTagsIndex'
  | 'forceCampaignMetricsOverview';

const ON = new Set(['', 'true', '1', 'on', 'yes']);
const OFF = new Set(['false', '0', 'off', 'no']);

/** The flags stored in the cookie. */
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
    if (ON.has(v)) next.add(name);
    else if (OFF.has(v)) next.delete(name);
  }
  return next;
}

/**
 * Applies the `features.*` parameters of `search` (default the current URL) to the cookie and
 * returns the flags now on. `=true` (or no value) sets a flag, `=false` clears it.
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
  return next;
}

/** The feature flags on, kept in sync with `features.*` URL parameters as the URL changes. */
export function useFeatureFlags(adapter?: SearchParamsAdapter): ReadonlySet<string> {
  const search = useSearch(adapter);
  // Writing the cookie here (not in an effect) lets the first render already see a URL flag;
  // the write is idempotent.
  return useMemo(() => syncFeatureFlagsFromUrl(search), [search]);
}
