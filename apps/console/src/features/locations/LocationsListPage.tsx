import type { BulkHoursResult, Location } from '@plaudit/api-client';
import {
  BILLING_MESSAGES,
  BULK_HOURS_MESSAGES,
  OPEN_STATUS_LABELS,
} from '@plaudit/api-client/schemas';
import {
  toast,
  useApi,
  useFeatureFlags,
  useLocationPreview,
  useLocations,
  usePermission,
  useSession,
} from '@plaudit/hooks';
import {
  Button,
  buttonClass,
  clampPage,
  Modal,
  Pager,
  Table,
  type TableColumn,
  type TableSort,
} from '@plaudit/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { GroupControl } from '../filters/filter-controls';
import { HoursEditor } from './HoursEditor';
import { type HoursState, hoursErrors, hoursFromLocation, hoursToApi } from './hours';
import { listQueryOf } from './location-form';
import { formatCents, LOCATION_FLAGS } from './shared';

export const LOCATIONS_PER_PAGE = 25;

/** /settings/locations: search, sort, paging, group filter, Add Location, bulk hours. */
export function LocationsListPage() {
  usePageTitle('Locations');
  const base = useBasePath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const permission = usePermission();
  const flags = useFeatureFlags();
  const account = useSession((s) => s.account);
  const canCreate = permission.can('location', 'create');
  const canUpdate = permission.can('location', 'update');
  const isAdmin = permission.isUserType('administrator');
  const [search, setSearch] = useState(params.get('keywords') ?? '');
  const keywords = useDebouncedValue(search.trim(), 250);
  const page = clampPage(params.get('page'), Number.MAX_SAFE_INTEGER);
  const perPage = Number(params.get('per_page')) || LOCATIONS_PER_PAGE;
  const sortBy = params.get('sort[by]');
  const sortOrder = params.get('sort[order]') === 'desc' ? 'desc' : 'asc';
  const sort: TableSort | null = sortBy ? { by: sortBy, order: sortOrder } : null;
  const groupId = params.get('group_id');
  const groupFilter = flags.has(LOCATION_FLAGS.multiLocationFiltering);
  const { data, error, isLoading, mutate } = useLocations({
    keywords: keywords || undefined,
    page,
    per_page: perPage,
    sort: sort ? { by: sort.by as 'name', order: sort.order } : undefined,
    group_id: groupFilter && groupId ? Number(groupId) : undefined,
  });
  const preview = useLocationPreview(canCreate && flags.has(LOCATION_FLAGS.billingPreview));
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [blocked, setBlocked] = useState(false);

  const update = (fn: (p: URLSearchParams) => void, resetPage = true) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      fn(next);
      if (resetPage) next.delete('page');
      return next;
    });

  useEffect(() => {
    if ((params.get('keywords') ?? '') === keywords) return;
    update((p) => (keywords ? p.set('keywords', keywords) : p.delete('keywords')));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keywords]);

  const query = listQueryOf(params);
  const columns: TableColumn<Location>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      rowHeader: true,
      cell: (l) => (
        <Link to={withBase(base, `/settings/locations/${l.id}/details${query}`)}>{l.name}</Link>
      ),
    },
    { key: 'public_name', header: 'Public Name', sortable: true },
    {
      key: 'city',
      header: 'Address',
      sortable: true,
      cell: (l) => `${l.address}, ${l.city}${l.state_code ? `, ${l.state_code}` : ''} ${l.zipcode}`,
    },
    { key: 'external_id', header: 'External ID', sortable: true, cell: (l) => l.external_id ?? '' },
    { key: 'open_status', header: 'Status', cell: (l) => OPEN_STATUS_LABELS[l.open_status] },
  ];

  const pageCount = Math.max(1, data?.paging.totalPages ?? 1);
  const limitReached = Boolean(preview.data?.trial_location_limit_reached);
  const cents = preview.data?.new_location_monthly_unit_cents ?? null;

  return (
    <section className="page locations" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={withBase(base, '/settings')}>Back to Account &amp; Settings</Link>
      </p>
      <div className="page-header">
        <h1 id="page-title">Locations</h1>
        <div className="button-row">
          {canUpdate && (
            <Button
              type="button"
              variant="secondary"
              disabled={selected.length === 0}
              onClick={() => setBulkOpen(true)}
            >
              Edit Hours
            </Button>
          )}
          {canCreate && (
            <Button
              type="button"
              variant="primary"
              onClick={() =>
                limitReached
                  ? setBlocked(true)
                  : navigate(withBase(base, '/settings/locations/new'))
              }
            >
              Add Location
            </Button>
          )}
        </div>
      </div>
      {canCreate && flags.has(LOCATION_FLAGS.billingPreview) && (
        <p className="field__hint">
          {isAdmin && cents !== null
            ? `Adding a location costs ${formatCents(cents)} per month.`
            : BILLING_MESSAGES.mayIncurCosts}
        </p>
      )}
      <div className="toolbar toolbar--filters">
        <label className="search-field">
          <span className="pk-visually-hidden">Search locations</span>
          <input
            type="search"
            placeholder="Search by name, city or external ID"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        {groupFilter && (
          <GroupControl
            value={groupId}
            onChange={(g) => update((p) => (g ? p.set('group_id', g) : p.delete('group_id')))}
          />
        )}
        {groupFilter && groupId && permission.can('group', 'update') && (
          <Link to={withBase(base, `/settings/groups/${groupId}/edit`)}>Edit Group</Link>
        )}
        {data && (
          <span className="toolbar__count" aria-live="polite">
            {data.paging.total} {data.paging.total === 1 ? 'location' : 'locations'}
          </span>
        )}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : (
        <Table
          caption="Locations"
          columns={columns}
          rows={data?.items ?? []}
          getRowId={(l) => String(l.id)}
          getRowLabel={(l) => `Select ${l.name}`}
          loading={isLoading}
          sort={sort}
          onSort={(s) =>
            update((p) => {
              if (s) {
                p.set('sort[by]', s.by);
                p.set('sort[order]', s.order);
              } else {
                p.delete('sort[by]');
                p.delete('sort[order]');
              }
            })
          }
          selectable={canUpdate}
          selectedIds={selected}
          onSelectionChange={setSelected}
          rowNoun="locations"
          emptyText={keywords ? 'No locations match your search.' : 'No locations yet.'}
        />
      )}
      {pageCount > 1 && (
        <Pager
          page={page}
          pageCount={pageCount}
          label="Locations pages"
          onPageChange={(n) =>
            update((p) => (n <= 1 ? p.delete('page') : p.set('page', String(n))), false)
          }
        />
      )}
      <BulkHoursModal
        open={bulkOpen}
        locationIds={selected.map(Number)}
        initial={sharedHours((data?.items ?? []).filter((l) => selected.includes(String(l.id))))}
        onClose={() => setBulkOpen(false)}
        onDone={async () => {
          setBulkOpen(false);
          setSelected([]);
          await mutate();
        }}
      />
      <Modal
        open={blocked}
        onClose={() => setBlocked(false)}
        title="Unable to Add Location."
        description={
          <>
            Your trial allows {preview.data?.trial_location_limit ?? 1} location. Upgrade your plan
            or contact support
            {account?.support_phone ? ` at ${account.support_phone}` : ''}
            {account?.support_email ? ` (${account.support_email})` : ''} to add more locations.
          </>
        }
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setBlocked(false)}>
              Got it
            </Button>
            {isAdmin && (
              <Link
                className={buttonClass('primary')}
                to={withBase(base, '/settings/billing/edit')}
              >
                Upgrade now
              </Link>
            )}
          </>
        }
      />
    </section>
  );
}

/** The bulk edit location hours modal (POST /locations/bulk_hours). */
/**
 * Where bulk editing starts: the selected locations' hours when they all have the same, else
 * nothing (Add Hours), so Save never applies a week nobody chose.
 */
export function sharedHours(locations: readonly Pick<Location, 'hours'>[]): HoursState {
  const first = locations[0]?.hours;
  const same = first && locations.every((l) => JSON.stringify(l.hours) === JSON.stringify(first));
  return same ? hoursFromLocation(first) : { week: null, remove_hours: false };
}

export function BulkHoursModal({
  open,
  locationIds,
  initial,
  onClose,
  onDone,
}: {
  open: boolean;
  locationIds: number[];
  /** The hours the editor starts from (sharedHours of the selection). */
  initial: HoursState;
  onClose: () => void;
  onDone: () => void | Promise<void>;
}) {
  const { api } = useApi();
  const [hours, setHours] = useState<HoursState>(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<BulkHoursResult['failed']>([]);
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (open) {
      setHours(JSON.parse(initialKey) as HoursState);
      setFailed([]);
    }
  }, [open, initialKey]);
  const unchanged = JSON.stringify(hours) === initialKey;
  const nothingChosen = !hours.week && !hours.remove_hours;
  const invalid = Object.keys(hoursErrors(hours)).length > 0 || unchanged || nothingChosen;
  const save = async () => {
    setSaving(true);
    try {
      const result = await api.locations.bulkHours({
        location_ids: locationIds,
        hours: hours.week ? hoursToApi(hours) : null,
        ...(hours.remove_hours ? { remove_hours: true } : {}),
      });
      if (result.updated.length) toast.success(BULK_HOURS_MESSAGES.success, 4000);
      if (result.failed.length) {
        toast.alert(BULK_HOURS_MESSAGES.failedCount(result.failed.length));
        setFailed(result.failed);
      } else await onDone();
    } catch (err) {
      toast.error(err, BULK_HOURS_MESSAGES.failedCount(locationIds.length));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Edit Location Hours"
      description={BULK_HOURS_MESSAGES.applyTo(locationIds.length)}
      width={760}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {failed.length ? 'Close' : 'Cancel'}
          </Button>
          <Button
            type="button"
            variant="primary"
            disabled={saving || invalid || locationIds.length === 0}
            onClick={() => void save()}
          >
            {saving ? 'Saving…' : 'Save Hours'}
          </Button>
        </>
      }
    >
      <HoursEditor value={hours} onChange={setHours} idPrefix="bulk-hours" />
      {failed.length > 0 && (
        <div className="form-error" role="alert">
          <p>{BULK_HOURS_MESSAGES.failedList}</p>
          <ul>
            {failed.map((f) => (
              <li key={f.location_id}>
                {f.name ?? `Location ${f.location_id}`}: {f.error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
