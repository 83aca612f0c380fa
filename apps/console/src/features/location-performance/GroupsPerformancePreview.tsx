import { useGroups } from '@plaudit/hooks';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';

export const GROUPS_PREVIEW_TEXT = {
  title: 'Group performance preview',
  intro:
    'Rank your groups of locations by performance score, against the previous period, with CSV export and print. Scores are withheld in the preview.',
  upgrade:
    'Group performance is not turned on for this account (the groups_performance setting). Ask your account manager to turn it on.',
  noGroups: 'Groups you create appear here.',
  locked: 'Withheld',
} as const;

/**
 * The Groups view without the groups_performance setting: the account's real groups, their
 * locations, and the scores withheld (the way the competitor preview withholds names).
 */
export function GroupsPerformancePreview() {
  const base = useBasePath();
  const { data } = useGroups({ per_page: 10, sort: { by: 'name', order: 'asc' } });
  const groups = data?.items ?? [];
  return (
    <section className="card lp-groups-preview" aria-labelledby="lp-groups-preview-title">
      <h2 id="lp-groups-preview-title">{GROUPS_PREVIEW_TEXT.title}</h2>
      <p>{GROUPS_PREVIEW_TEXT.intro}</p>
      <p className="lp-groups-preview__upgrade">{GROUPS_PREVIEW_TEXT.upgrade}</p>
      {data && groups.length === 0 ? (
        <p>
          {GROUPS_PREVIEW_TEXT.noGroups} <Link to={withBase(base, '/settings/groups')}>Groups</Link>
        </p>
      ) : (
        <div className="lp-table-wrap">
          <table className="lp-table">
            <caption className="pk-visually-hidden">Groups (preview, scores withheld)</caption>
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">Locations</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((g) => (
                <tr key={g.id}>
                  <th scope="row">{g.name}</th>
                  <td>{g.location_count}</td>
                  <td className="lp-groups-preview__locked">{GROUPS_PREVIEW_TEXT.locked}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
