import * as v from 'valibot';
import { answer, type Infer, type Schema } from './validate';
import { described } from './validation/described';

/**
 * The competitor exports' helpers: the sources competitor reviews
 * come from, and the CSV downloads of the competitor reports. The downloads
 * take the competitor reports' filters (`competitorReportQuery`).
 */

const competitorSourceFields = answer(
  described(
    'A source competitor reviews come from (GET /intel/accounts/{account_id}/sources).',
    v.object({
      id: v.number(),
      code: v.string(),
      name: v.string(),
      icon_url: v.string(),
      rtx_source_id: described(
        "The source's id as text (what the competitor exports' source filter takes).",
        v.string(),
      ),
    }),
  ),
);
/** A source competitor reviews come from (GET /intel/accounts/{account_id}/sources). */
export interface CompetitorSource extends Infer<typeof competitorSourceFields> {}
export const competitorSourceAnswer: Schema<CompetitorSource> = competitorSourceFields;

export const competitorSourcesAnswer = answer(
  described(
    'The answer of GET /intel/accounts/{account_id}/sources, by ordinal then name.',
    v.object({ _embedded: v.object({ sources: v.array(competitorSourceAnswer) }) }),
  ),
);
/** The answer of GET /intel/accounts/{account_id}/sources, by ordinal then name. */
export interface CompetitorSources extends Infer<typeof competitorSourcesAnswer> {}

/** Spec 1 section 8: shown when the competitor sources cannot be read. */
export const COMPETITOR_SOURCES_ERROR =
  'Unable to get competitor account sources at this time. Please try refreshing the page or try again later.';
