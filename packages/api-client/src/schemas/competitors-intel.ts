/**
 * The competitor exports' helpers: the sources competitor reviews
 * come from, and the CSV downloads of the competitor reports. The downloads
 * take the competitor reports' filters (`competitorReportQuery`).
 */

/** A source competitor reviews come from (GET /intel/accounts/{account_id}/sources). */
export type CompetitorSource = {
  id: number;
  code: string;
  name: string;
  icon_url: string;
  /** The source's id as text (what the competitor exports' source filter takes). */
  rtx_source_id: string;
};

/** The answer of GET /intel/accounts/{account_id}/sources, by ordinal then name. */
export type CompetitorSources = { _embedded: { sources: CompetitorSource[] } };

/** Spec 1 section 8: shown when the competitor sources cannot be read. */
export const COMPETITOR_SOURCES_ERROR =
  'Unable to get competitor account sources at this time. Please try refreshing the page or try again later.';
