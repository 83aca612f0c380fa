import type { CompetitorReportQuery } from '../schemas/competitors';
import type { CompetitorSources } from '../schemas/competitors-intel';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Id, ListInput } from './resource';

/** The competitor reports' filters of a CSV download (period, group, location, sources). */
export type CompetitorCsvInput = ListInput<Omit<CompetitorReportQuery, 'account_id'>>;

/** Paths of the competitor CSV downloads (fetch them with the session's credentials). */
export const COMPETITOR_CSV_PATHS = {
  /** Each location beside its competitors (rating, volume, response rate, sentiment, rank). */
  locations: '/export/csv/intel/locations',
  /** Per location and month: my rating and volume against the competitors'. */
  timeseries: '/export/csv/intel/locations/timeseries',
  /** Per location and experience category: mentions and positive share, mine and theirs. */
  tagsOverview: '/intel/locations/tags_overview/export',
} as const;

/** GET /intel/accounts/{account_id}/sources: the sources the account's competitor reviews come from. */
export function listCompetitorSources(
  client: Client,
  accountId: Id,
  options?: CallOptions,
): Promise<CompetitorSources> {
  return client.get<CompetitorSources>(
    `/intel/accounts/${encodeURIComponent(String(accountId))}/sources`,
    options,
  );
}

const download =
  (path: string) =>
  (client: Client, query?: CompetitorCsvInput, options?: CallOptions): Promise<Blob> =>
    client.get<Blob>(path, { ...options, query: query as QueryParams, responseType: 'blob' });

/** GET /export/csv/intel/locations as a CSV blob. */
export const downloadCompetitorLocationsCsv = download(COMPETITOR_CSV_PATHS.locations);
/** GET /export/csv/intel/locations/timeseries as a CSV blob. */
export const downloadCompetitorTimeseriesCsv = download(COMPETITOR_CSV_PATHS.timeseries);
/** GET /intel/locations/tags_overview/export as a CSV blob. */
export const downloadCompetitorTagsOverviewCsv = download(COMPETITOR_CSV_PATHS.tagsOverview);

export const competitorsIntel = {
  sources: listCompetitorSources,
  locationsCsv: downloadCompetitorLocationsCsv,
  timeseriesCsv: downloadCompetitorTimeseriesCsv,
  tagsOverviewCsv: downloadCompetitorTagsOverviewCsv,
};
