import type {
  Location,
  PublicWidgetData,
  PublicWidgetScope,
  WidgetSettings,
  WidgetType,
} from '@plaudit/api-client';

/*
 * What a widget's figures cover, said in the editor and on the preview page, so an admin
 * comparing a widget with the dashboard knows why they differ: a widget counts every review
 * ever received (all time) at its locations and sources; the dashboard counts the period and
 * locations of its filters (six months unless changed).
 */

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Whether the kind shows an average and a count (the others show no figures). */
export const showsFigures = (type: WidgetType) => type === 'star_snapshot' || type === 'full_page';

const singleLocation = (type: WidgetType, s: WidgetSettings) =>
  (type === 'star_snapshot' || type === 'location_info') && s.location_id !== null;

/** The same coverage (locations, groups, sources) as the settings a payload was built from. */
export function sameCoverage(a: WidgetSettings, b: WidgetSettings): boolean {
  const same = (x: readonly number[], y: readonly number[]) =>
    x.length === y.length && x.every((v, i) => v === y[i]);
  return (
    a.location_id === b.location_id &&
    same(a.location_ids, b.location_ids) &&
    same(a.group_ids, b.group_ids) &&
    same(a.source_ids, b.source_ids)
  );
}

/**
 * The scope the live preview shows for the form's settings, as far as the browser knows it:
 * the published payload's own scope while the coverage is the saved one; else the chosen
 * location, or the number of chosen locations; unknown (no line) with groups.
 */
export function previewScope(input: {
  type: WidgetType;
  settings: WidgetSettings;
  base: PublicWidgetData;
  /** The settings `base` was built from (the published widget's), null for sample data. */
  baseSettings: WidgetSettings | null;
  location: Location | null;
}): PublicWidgetScope | undefined {
  const { type, settings: s, base, baseSettings, location } = input;
  if (baseSettings && sameCoverage(s, baseSettings)) return base.summary.scope;
  const sources: string[] = [];
  if (singleLocation(type, s))
    return location
      ? {
          all_locations: false,
          locations: 1,
          location_name: location.public_name || location.name,
          sources,
        }
      : undefined;
  if (s.group_ids.length) return undefined;
  if (s.location_ids.length)
    return { all_locations: false, locations: s.location_ids.length, location_name: null, sources };
  const all = base.summary.scope?.all_locations ? base.summary.scope : undefined;
  return all ? { ...all, sources } : undefined;
}

/**
 * "every review ever received at Blue Fern Capitol Hill, from every review source": the
 * coverage the form's settings choose, in words.
 */
export function coverageText(
  type: WidgetType,
  s: WidgetSettings,
  locationName: string | null,
): string {
  let place: string;
  if (singleLocation(type, s)) place = locationName || 'the chosen location';
  else if (s.location_ids.length || s.group_ids.length)
    place = [
      s.location_ids.length
        ? plural(s.location_ids.length, 'chosen location', 'chosen locations')
        : '',
      s.group_ids.length ? `the locations of ${plural(s.group_ids.length, 'group', 'groups')}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
  else place = 'every location';
  const sources = s.source_ids.length
    ? plural(s.source_ids.length, 'review source', 'review sources')
    : 'every review source';
  return `every review ever received (all time) at ${place}, from ${sources}`;
}

/** "4.30 from 790 reviews": the published figures, or null when there are none. */
export function figuresText(data: PublicWidgetData): string | null {
  const { average, count } = data.summary;
  if (average === null || count === 0) return null;
  return `${average.toFixed(2)} from ${plural(count, 'review', 'reviews')}`;
}
