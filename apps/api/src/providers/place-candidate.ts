import type { PlaceSearchResult } from '@plaudit/api-client/schemas';

/** A place as the places provider returns it: a search result before its country and state are resolved. */
export type PlaceCandidate = Omit<PlaceSearchResult, 'country' | 'state'>;
