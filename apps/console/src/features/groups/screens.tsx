import type { Group } from '@plaudit/api-client';
import { groupCreateBody } from '@plaudit/api-client/schemas';
import { toast, useApi, useGroup, useLocations, usePermission } from '@plaudit/hooks';
import { Button, buttonClass, Modal } from '@plaudit/ui-kit';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { FormFailure, fieldProps, useSchemaForm } from '../../components/schema-form';
import { useBasePath, withBase } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import '../locations/locations.css';

export const GROUP_TEXT = {
  created: 'Group created successfully.',
  updated: 'Group updated successfully.',
  deleted: (name: string) => `${name} successfully deleted`,
  nameRequired: 'Group Name is required',
} as const;

/** /settings/groups/new (?location_id= preselects a location, from the new-location flow). */
export function NewGroupPage() {
  usePageTitle('New Group');
  const [params] = useSearchParams();
  const preset = Number(params.get('location_id'));
  return (
    <GroupForm
      initial={{ name: '', location_ids: Number.isFinite(preset) && preset > 0 ? [preset] : [] }}
    />
  );
}

/** /settings/groups/:id/edit */
export function EditGroupPage() {
  const { id } = useParams();
  const { data, error } = useGroup(id ?? null);
  usePageTitle(data ? `Edit ${data.name}` : 'Edit Group');
  if (error)
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Edit Group</h1>
        <p className="form-error" role="alert">
          {error.message}
        </p>
      </section>
    );
  if (!data) return <PageLoading />;
  return (
    <GroupForm group={data} initial={{ name: data.name, location_ids: data.active_location_ids }} />
  );
}

type Values = { name: string; location_ids: number[] };
const bodyOf = (v: Values) => ({ name: v.name.trim(), location_ids: v.location_ids });

function GroupForm({
  group,
  initial,
}: {
  group?: Group;
  initial: { name: string; location_ids: number[] };
}) {
  const { api } = useApi();
  const base = useBasePath();
  const navigate = useNavigate();
  const permission = usePermission();
  const [search, setSearch] = useState('');
  const keywords = useDebouncedValue(search.trim(), 250);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { data } = useLocations({
    keywords: keywords || undefined,
    per_page: 100,
    sort: { by: 'name', order: 'asc' },
  });
  const back = withBase(base, '/settings/locations');
  const { control, formState, handleSubmit, register, failure, saving } = useSchemaForm<Values>({
    schema: groupCreateBody,
    labels: { name: 'Group Name' },
    toBody: bodyOf,
    defaultValues: initial,
    fallback: 'The group could not be saved.',
  });
  const { errors, isSubmitting } = formState;
  const { described, message } = fieldProps('group', errors);

  const submit = handleSubmit(
    saving(async (values) => {
      if (group) await api.groups.update(group.id, bodyOf(values));
      else await api.groups.create(bodyOf(values));
      toast.success(group ? GROUP_TEXT.updated : GROUP_TEXT.created, 4000);
      navigate(back);
    }),
  );
  const remove = async () => {
    if (!group) return;
    try {
      await api.groups.remove(group.id);
      toast.success(GROUP_TEXT.deleted(group.name), 4000);
      navigate(back);
    } catch (err) {
      toast.error(err);
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={back}>Back to Locations</Link>
      </p>
      <div className="page-header">
        <h1 id="page-title">{group ? `Edit ${group.name}` : 'New Group'}</h1>
        {group && permission.can('group', 'delete') && (
          <Button type="button" variant="danger" onClick={() => setConfirmDelete(true)}>
            Delete Group
          </Button>
        )}
      </div>
      <form className="form form--card group-form" onSubmit={submit} noValidate>
        <FormFailure message={failure} />
        <div className="field">
          <label htmlFor="group-name">
            Group Name<span aria-hidden="true"> *</span>
          </label>
          <input required {...described('name')} {...register('name')} />
          {message('name')}
        </div>
        <Controller
          control={control}
          name="location_ids"
          render={({ field }) => (
            <fieldset className="checklist">
              <legend>Locations ({field.value.length} selected)</legend>
              <label className="search-field">
                <span className="pk-visually-hidden">Search locations</span>
                <input
                  type="search"
                  placeholder="Search locations"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </label>
              <div className="checklist__items">
                {(data?.items ?? []).map((l) => (
                  <label key={l.id} className="check">
                    <input
                      type="checkbox"
                      checked={field.value.includes(l.id)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? [...field.value, l.id]
                            : field.value.filter((x) => x !== l.id),
                        )
                      }
                    />
                    {l.name}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        <div className="button-row">
          <Link className={buttonClass('secondary')} to={back}>
            Cancel
          </Link>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {group ? 'Save Group' : 'Create Group'}
          </Button>
        </div>
      </form>
      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete Group"
        description={group ? `Are you sure you want to delete ${group.name}?` : undefined}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" onClick={() => void remove()}>
              Delete Group
            </Button>
          </>
        }
      />
    </section>
  );
}
