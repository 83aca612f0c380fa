import { toast, useApi, useGroups, usePermission } from '@plaudit/hooks';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { LocationForm } from './LocationForm';
import './locations.css';
import { Button, buttonClass } from '@plaudit/ui-kit';

export { LocationDetailsPage } from './LocationDetailsPage';
export { LocationsListPage as LocationsSettingsPage } from './LocationsListPage';

/** /settings/locations/new: the add form; then the groups step (with group permission) or the list. */
export function NewLocationPage() {
  usePageTitle('Add Location');
  const base = useBasePath();
  const navigate = useNavigate();
  const permission = usePermission();
  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings/locations')}>Back to Locations</Link>
      </p>
      <div className="page-header">
        <h1 id="page-title">Add Location</h1>
      </div>
      <LocationForm
        onCancel={() => navigate(withBase(base, '/settings/locations'))}
        onSaved={(saved) =>
          navigate(
            withBase(
              base,
              permission.can('group', 'update')
                ? `/settings/locations/new/${saved.id}/groups`
                : '/settings/locations',
            ),
          )
        }
      />
    </section>
  );
}

/** /settings/locations/new/:id/groups: put the new location into groups, or create one. */
export function NewLocationGroupsPage() {
  usePageTitle('Location Groups');
  const { id } = useParams();
  const locationId = Number(id);
  const base = useBasePath();
  const navigate = useNavigate();
  const { api } = useApi();
  const permission = usePermission();
  const { data, isLoading } = useGroups({ per_page: 100, sort: { by: 'name', order: 'asc' } });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const details = withBase(base, `/settings/locations/${locationId}/details`);
  const save = async () => {
    setSaving(true);
    try {
      for (const g of data?.items ?? []) {
        if (!chosen.has(g.id)) continue;
        await api.groups.update(g.id, {
          location_ids: [...new Set([...g.active_location_ids, locationId])],
        });
      }
      toast.success('Groups updated successfully.', 4000);
      navigate(details);
    } catch (err) {
      toast.error(err);
      setSaving(false);
    }
  };
  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings/locations')}>Back to Locations</Link>
      </p>
      <div className="page-header">
        <h1 id="page-title">Location Groups</h1>
        {permission.can('group', 'create') && (
          <Link
            className={buttonClass('secondary')}
            to={withBase(base, `/settings/groups/new?location_id=${locationId}`)}
          >
            Create Group
          </Link>
        )}
      </div>
      <p>Choose the groups this location belongs to.</p>
      {isLoading && <p role="status">Loading…</p>}
      {data && data.items.length === 0 && <p>No groups yet.</p>}
      <fieldset className="checklist">
        <legend className="pk-visually-hidden">Groups</legend>
        {(data?.items ?? []).map((g) => (
          <label key={g.id} className="check">
            <input
              type="checkbox"
              checked={chosen.has(g.id)}
              onChange={(e) =>
                setChosen((s) => {
                  const n = new Set(s);
                  if (e.target.checked) n.add(g.id);
                  else n.delete(g.id);
                  return n;
                })
              }
            />
            {g.name}
          </label>
        ))}
      </fieldset>
      <div className="button-row">
        <Link className={buttonClass('secondary')} to={details}>
          Skip
        </Link>
        <Button
          type="button"
          variant="primary"
          disabled={saving || chosen.size === 0}
          onClick={() => void save()}
        >
          Save Groups
        </Button>
      </div>
    </section>
  );
}
