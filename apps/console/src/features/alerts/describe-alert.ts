import type { Alert } from '@plaudit/api-client';

/** One sentence for an alert: "Reviews of 2 stars or less from Google, mentioning "cold", by e-mail as they arrive." */
export function describeAlert(
  a: Pick<
    Alert,
    | 'max_rating'
    | 'source_ids'
    | 'location_ids'
    | 'group_ids'
    | 'keywords'
    | 'frequency'
    | 'channels'
  >,
  sources: (ids: number[]) => string,
): string {
  const rating =
    a.max_rating === null
      ? 'Reviews of any rating'
      : a.max_rating === 1
        ? 'Reviews of 1 star'
        : `Reviews of ${a.max_rating} stars or less`;
  const where = [
    `from ${sources(a.source_ids)}`,
    ...(a.location_ids.length
      ? [`at ${a.location_ids.length} ${a.location_ids.length === 1 ? 'location' : 'locations'}`]
      : []),
    ...(a.group_ids.length
      ? [`in ${a.group_ids.length} ${a.group_ids.length === 1 ? 'group' : 'groups'}`]
      : []),
    ...(a.keywords.length ? [`mentioning ${a.keywords.map((k) => `“${k}”`).join(' or ')}`] : []),
  ];
  const by = a.channels.map((c) => (c === 'sms' ? 'text message' : 'e-mail')).join(' and ');
  const when = a.frequency === 'daily' ? 'in a daily digest' : 'as they arrive';
  return `${rating} ${where.join(', ')}, by ${by} ${when}.`;
}
