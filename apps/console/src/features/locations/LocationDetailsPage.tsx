import {
  ApiError,
  type DiffField,
  type DiffValues,
  type Location,
  type LocationDiff,
} from '@plaudit/api-client';
import {
  ELIGIBILITY_REASONS,
  LAST_LOCATION_ERROR,
  OPEN_STATUS_LABELS,
  SYNC_MESSAGES,
  WEEKDAYS,
  WIDGET_TYPE_SETTINGS,
} from '@plaudit/api-client/schemas';
import {
  settingOn,
  toast,
  useAccount,
  useApi,
  useFeatureFlags,
  useLocation as useLocationData,
  usePermission,
  useSession,
} from '@plaudit/hooks';
import { Modal } from '@plaudit/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { useEligibility, useLocationIssues, useSourceOverrides, useSpecialHours } from './data';
import { describeHoliday, formatShortDate, localToday } from './holiday-hours';
import { describeDay, WEEKDAY_LABELS } from './hours';
import { LocationForm } from './LocationForm';
import { FORM_MESSAGES, listQueryOf } from './location-form';
import { PhotoManagement } from './PhotoManagement';
import { COPY_CONFIRM_MS, COPY_MESSAGES, copyText, LOCATION_FLAGS, requestUrls } from './shared';

export const HOLIDAYS_SHOWN = 5;

/** /settings/locations/:id/details: the location, edit mode, sync, delete, photos. */
export function LocationDetailsPage() {
  const { id } = useParams();
  const locationId = Number(id);
  const base = useBasePath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const permission = usePermission();
  const canUpdate = permission.can('location', 'update');
  const {
    data: location,
    error,
    mutate,
  } = useLocationData(Number.isFinite(locationId) ? locationId : null);
  const [editing, setEditing] = useState(false);
  const withEdit = params.get('withEdit') === 'true' && canUpdate;
  const editMode = canUpdate && (editing || withEdit);
  usePageTitle(location?.name ?? 'Location Details');
  const listQuery = listQueryOf(params);
  const listHref = withBase(base, `/settings/locations${listQuery}`);

  const leaveEdit = () => {
    setEditing(false);
    if (params.has('withEdit'))
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          n.delete('withEdit');
          n.delete('fromLL');
          return n;
        },
        { replace: true },
      );
  };

  if (error)
    return (
      <section className="page" aria-labelledby="page-title">
        <p className="breadcrumb">
          <Link to={listHref}>Back to Locations</Link>
        </p>
        <h1 id="page-title">Location Details</h1>
        <p className="form-error" role="alert">
          {error.message}
        </p>
      </section>
    );
  if (!location) return <PageLoading />;

  return (
    <section className="page location-details" aria-labelledby="page-title">
      <p className="breadcrumb">
        <Link to={listHref}>Back to Locations</Link>
      </p>
      {editMode ? (
        <>
          <div className="page-header">
            <h1 id="page-title">Edit {location.name}</h1>
          </div>
          <LocationForm
            location={location}
            onCancel={async () => {
              await mutate();
              leaveEdit();
            }}
            onSaved={async (saved) => {
              await mutate(saved, { revalidate: true });
              setEditing(false);
              navigate(withBase(base, `/settings/locations/${saved.id}/details${listQuery}`), {
                replace: true,
              });
            }}
          />
        </>
      ) : (
        <LocationView
          location={location}
          listHref={listHref}
          onEdit={() => setEditing(true)}
          refresh={() => void mutate()}
        />
      )}
    </section>
  );
}

function LocationView({
  location,
  listHref,
  onEdit,
  refresh,
}: {
  location: Location;
  listHref: string;
  onEdit: () => void;
  refresh: () => void;
}) {
  const base = useBasePath();
  const routerLocation = useLocation();
  const permission = usePermission();
  const can = permission.can;
  const today = useMemo(() => localToday(), []);
  const flags = useFeatureFlags();
  const specialHoursOn = !flags.has(LOCATION_FLAGS.noSpecialHours);
  const overrides = useSourceOverrides(location.id);
  const holidays = useSpecialHours(specialHoursOn ? location.id : null, today);
  const [syncOpen, setSyncOpen] = useState(false);
  const [tab, setTab] = useState<'landing' | 'sources'>('landing');

  // Coming back from edit mode: read the saved holiday hours and overrides again.
  const { mutate: reloadHolidays } = holidays;
  const { mutate: reloadOverrides } = overrides;
  useEffect(() => {
    void reloadHolidays();
    void reloadOverrides();
  }, [reloadHolidays, reloadOverrides]);
  useEffect(() => {
    if (holidays.error) toast.alert(FORM_MESSAGES.specialHoursFetch);
  }, [holidays.error]);
  useEffect(() => {
    if (overrides.error) toast.alert(FORM_MESSAGES.sourceDataError);
  }, [overrides.error]);

  const dirName = (sourceId: number) =>
    location.directories.find((d) => d.rtx_source_id === sourceId)?.directory_name ??
    `Source ${sourceId}`;
  const phoneOverrides = (overrides.data?.items ?? []).filter((o) => o.phone);
  const websiteOverrides = (overrides.data?.items ?? []).filter((o) => o.website);
  const holidayRows = holidays.data?.items ?? [];
  const widgetSetting = WIDGET_TYPE_SETTINGS.location_info;
  const showWidget =
    can('amplify', 'create') && settingOn(permission.facts.settings, widgetSetting);
  const fromPage = routerLocation.pathname + routerLocation.search;
  const widgetHref = withBase(
    base,
    `/amplify/widgets/create/location_info?location_id=${location.id}&fromPage=${encodeURIComponent(fromPage)}${routerLocation.search ? `&${routerLocation.search.slice(1)}` : ''}`,
  );
  const editHref = withBase(base, `/settings/locations/${location.id}/details?withEdit=true`);

  return (
    <>
      <div className="page-header">
        <div>
          <h1 id="page-title">{location.name}</h1>
          <p className="location-details__external">{location.external_id || 'No External ID'}</p>
        </div>
        <div className="button-row">
          {can('location', 'update') && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSyncOpen(true)}
            >
              Sync From Google
            </button>
          )}
          {showWidget && (
            <Link className="button button--secondary" to={widgetHref}>
              Create Widget
            </Link>
          )}
          {can('location', 'update') && (
            <button type="button" className="button button--primary" onClick={onEdit}>
              Edit
            </button>
          )}
          {can('location', 'delete') && <DeleteLocation location={location} listHref={listHref} />}
        </div>
      </div>

      <div className="details-grid">
        <section className="card" aria-labelledby="details-info">
          <h2 id="details-info" className="card__title">
            Location Information
          </h2>
          <dl className="definition-list">
            <dt>Public Name</dt>
            <dd>{location.public_name}</dd>
            <dt>Category</dt>
            <dd>{location.category_name ?? '—'}</dd>
            <dt>Address</dt>
            <dd>
              {location.address}
              {location.address_2 && (
                <>
                  <br />
                  {location.address_2}
                </>
              )}
              <br />
              {location.city}, {location.state_code ?? location.state} {location.zipcode}
            </dd>
            <dt>Phone</dt>
            <dd>{location.phone ?? '—'}</dd>
            <dt>Directory-Specific Numbers</dt>
            <dd>
              {phoneOverrides.length
                ? phoneOverrides.map((o) => (
                    <div key={o.id}>
                      {dirName(o.source_id)}: {o.phone}
                    </div>
                  ))
                : '—'}
            </dd>
            <dt>Website</dt>
            <dd>{location.website ?? '—'}</dd>
            <dt>Directory-Specific Websites</dt>
            <dd>
              {websiteOverrides.length
                ? websiteOverrides.map((o) => (
                    <div key={o.id}>
                      {dirName(o.source_id)}: {o.website}
                    </div>
                  ))
                : '—'}
            </dd>
            <dt>Business Status</dt>
            <dd>{OPEN_STATUS_LABELS[location.open_status]}</dd>
          </dl>
        </section>

        <section className="card" aria-labelledby="details-hours">
          <h2 id="details-hours" className="card__title">
            Operating Hours
          </h2>
          {location.hours ? (
            <dl className="definition-list">
              {WEEKDAYS.map((d) => (
                <div key={d} className="definition-list__row">
                  <dt>{WEEKDAY_LABELS[d]}</dt>
                  <dd>{describeDay(location.hours![d])}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>No hours set.</p>
          )}
          {specialHoursOn && (
            <>
              <h3 className="card__subtitle">Holiday Hours</h3>
              {holidayRows.length === 0 ? (
                <p>No upcoming holiday hours.</p>
              ) : (
                <dl className="definition-list" aria-label="Holiday hours">
                  {holidayRows.slice(0, HOLIDAYS_SHOWN).map((h) => (
                    <div key={h.id} className="definition-list__row">
                      <dt>{formatShortDate(h.start_date)}</dt>
                      <dd>{describeHoliday(h)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {holidayRows.length > HOLIDAYS_SHOWN &&
                (can('location', 'update') ? (
                  <Link to={editHref}>See All Holiday Hours</Link>
                ) : (
                  <p className="field__hint">
                    Contact an admin or manager to view additional holiday hours.
                  </p>
                ))}
            </>
          )}
        </section>
      </div>

      {can('issue', 'read') && <IssuesCard location={location} />}

      <section className="card" aria-labelledby="details-links">
        <h2 id="details-links" className="card__title">
          Links
        </h2>
        <div role="tablist" aria-label="Links" className="tabs">
          <button
            type="button"
            role="tab"
            id="tab-landing"
            aria-selected={tab === 'landing'}
            aria-controls="panel-landing"
            onClick={() => setTab('landing')}
          >
            Landing Pages
          </button>
          <button
            type="button"
            role="tab"
            id="tab-sources"
            aria-selected={tab === 'sources'}
            aria-controls="panel-sources"
            onClick={() => setTab('sources')}
          >
            Review Sources
          </button>
        </div>
        {tab === 'landing' ? (
          <div role="tabpanel" id="panel-landing" aria-labelledby="tab-landing">
            <ul className="link-list">
              {requestUrls(window.location.origin, location.id).map((l) => (
                <CopyRow key={l.label} label={l.label} url={l.url} />
              ))}
            </ul>
          </div>
        ) : (
          <div role="tabpanel" id="panel-sources" aria-labelledby="tab-sources">
            <ul className="link-list">
              {location.directories.map((d) =>
                d.listing_url ? (
                  <CopyRow key={d.directory_code} label={d.directory_name} url={d.listing_url} />
                ) : (
                  <li key={d.directory_code}>
                    <span className="link-list__label">{d.directory_name}</span>
                    <span className="field__hint">No listing URL yet</span>
                  </li>
                ),
              )}
            </ul>
          </div>
        )}
      </section>

      {can('local_listing', 'read') && <PhotoManagement location={location} />}

      <SyncFromGoogleModal
        open={syncOpen}
        locationId={location.id}
        onClose={() => setSyncOpen(false)}
        onSynced={() => {
          setSyncOpen(false);
          refresh();
          void holidays.mutate();
          void overrides.mutate();
        }}
      />
    </>
  );
}

function CopyRow({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <li>
      <span className="link-list__label">{label}</span>
      <a href={url} target="_blank" rel="noreferrer" className="link-list__url">
        {url}
      </a>
      <button
        type="button"
        className="button button--small button--secondary"
        aria-label={`Copy Link: ${label}`}
        onClick={async () => {
          if (await copyText(url)) setCopied(true);
          else toast.alert(COPY_MESSAGES.failed);
        }}
      >
        Copy Link
      </button>
      <span aria-live="polite" className="link-list__status">
        {copied ? COPY_MESSAGES.copied : ''}
      </span>
    </li>
  );
}

function IssuesCard({ location }: { location: Location }) {
  const { api } = useApi();
  const base = useBasePath();
  const permission = usePermission();
  const issues = useLocationIssues(location.id, true);
  const eligibility = useEligibility(location.id, permission.can('local_listing', 'read'));
  useEffect(() => {
    if (issues.error) toast.alert(FORM_MESSAGES.issuesError);
  }, [issues.error]);
  const items = issues.data?.items ?? [];
  const missingIntegration =
    eligibility.data?.status_reason === ELIGIBILITY_REASONS.noIntegration &&
    permission.can('integration', 'read');
  const setMuted = async (issueId: number, muted: boolean) => {
    try {
      await api.issues.update(issueId, { muted });
      await issues.mutate();
    } catch (err) {
      toast.error(err);
    }
  };
  return (
    <section className="card" aria-labelledby="details-issues">
      <h2 id="details-issues" className="card__title">
        Integration Issues
      </h2>
      {missingIntegration && (
        <p>
          <Link
            className="button button--small button--primary"
            to={withBase(base, '/settings/integrations')}
          >
            Integrate Now
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className="issue-status">No Issues</p>
      ) : (
        <ul className="issue-list">
          {items.map((i) => (
            <li key={i.id}>
              <strong className={i.muted ? 'issue-status--muted' : 'issue-status--found'}>
                {i.muted ? 'Issue Muted' : 'Issue Found'}
              </strong>{' '}
              {i.description}{' '}
              {permission.can('issue', 'update') && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void setMuted(i.id, !i.muted)}
                >
                  {i.muted ? 'Unmute' : 'Mute'}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const DIFF_LABELS: Record<DiffField, string> = {
  public_name: 'Public Name',
  phone: 'Phone',
  website: 'Website',
  open_status: 'Business Status',
  hours: 'Hours',
  special_hours: 'Holiday Hours',
};

function diffValue(values: DiffValues, field: DiffField) {
  const v = values[field];
  if (v === null || v === undefined || (Array.isArray(v) && v.length === 0))
    return SYNC_MESSAGES.noInfo;
  if (field === 'open_status') return OPEN_STATUS_LABELS[v as Location['open_status']] ?? String(v);
  if (field === 'hours') {
    const week = v as NonNullable<DiffValues['hours']>;
    return (
      <ul className="plain-list">
        {WEEKDAYS.map((d) => (
          <li key={d}>
            {WEEKDAY_LABELS[d]}: {describeDay(week[d])}
          </li>
        ))}
      </ul>
    );
  }
  if (field === 'special_hours') {
    const rows = v as NonNullable<DiffValues['special_hours']>;
    return (
      <ul className="plain-list">
        {rows.map((r) => (
          <li key={r.start_date}>
            {formatShortDate(r.start_date)}: {describeHoliday(r)}
          </li>
        ))}
      </ul>
    );
  }
  return String(v);
}

/** Sync From Google: loading, then an error, 'Nothing to sync' or the diff to accept. */
export function SyncFromGoogleModal({
  open,
  locationId,
  onClose,
  onSynced,
}: {
  open: boolean;
  locationId: number;
  onClose: () => void;
  onSynced: () => void;
}) {
  const { api } = useApi();
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'diff'; diff: LocationDiff }
  >({ kind: 'loading' });
  const [applying, setApplying] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ kind: 'loading' });
    api.locations
      .diff(locationId)
      .then((diff) => live && setState({ kind: 'diff', diff }))
      .catch(
        (err) =>
          live &&
          setState({
            kind: 'error',
            message:
              err instanceof ApiError && err.status === 400 ? err.message : SYNC_MESSAGES.diffError,
          }),
      );
    return () => {
      live = false;
    };
  }, [open, locationId, api]);
  const accept = async () => {
    setApplying(true);
    try {
      const r = await api.locations.syncFromGoogle(locationId);
      toast.success(r.message || SYNC_MESSAGES.synced, 4000);
      onSynced();
    } catch (err) {
      toast.error(err, SYNC_MESSAGES.syncError);
    } finally {
      setApplying(false);
    }
  };
  const hasDiff = state.kind === 'diff' && state.diff.changed_fields.length > 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Sync From Google"
      width={760}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          {hasDiff && (
            <button
              type="button"
              className="button button--primary"
              disabled={applying}
              onClick={() => void accept()}
            >
              Accept Changes
            </button>
          )}
        </>
      }
    >
      {state.kind === 'loading' && (
        <p role="status" className="sync-loading">
          Loading…
        </p>
      )}
      {state.kind === 'error' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'diff' && !hasDiff && <p>{SYNC_MESSAGES.nothingToSync}</p>}
      {state.kind === 'diff' && hasDiff && (
        <>
          {state.diff.changed_fields.includes('special_hours') && (
            <p className="field__warning">{SYNC_MESSAGES.holidayWarning}</p>
          )}
          <table className="simple-table diff-table">
            <caption className="pk-visually-hidden">Differences between Plaudit and Google</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Current</th>
                <th scope="col">Google</th>
              </tr>
            </thead>
            <tbody>
              {state.diff.changed_fields.map((f) => (
                <tr key={f}>
                  <th scope="row">{DIFF_LABELS[f]}</th>
                  <td>{diffValue(state.diff.target, f)}</td>
                  <td>{diffValue(state.diff.source, f)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Modal>
  );
}

function DeleteLocation({ location, listHref }: { location: Location; listHref: string }) {
  const { api } = useApi();
  const navigate = useNavigate();
  const flags = useFeatureFlags();
  const isWhitelabel = useSession((s) => s.auth.isWhitelabel);
  const account = useAccount();
  const [modal, setModal] = useState<'confirm' | 'last' | 'blocked' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const phone = account.data?.support_phone ?? null;
  const contact = isWhitelabel
    ? 'Please contact your account representative.'
    : `Please submit a support ticket${phone ? ` or call us at ${phone}` : ''}.`;

  const open = () => {
    if (flags.has(LOCATION_FLAGS.preventDelete)) return setModal('blocked');
    if (account.data && account.data.total_locations <= 1) return setModal('last');
    setModal('confirm');
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await api.locations.remove(location.id);
      toast.success(`${location.name} successfully deleted`, 4000);
      void account.mutate();
      navigate(listHref);
    } catch (err) {
      if (err instanceof ApiError && err.message === LAST_LOCATION_ERROR) setModal('last');
      else {
        toast.error(err, 'There was an error deleting your location.');
        setModal(null);
      }
    } finally {
      setDeleting(false);
    }
  };
  const close = () => setModal(null);
  const gotIt = (
    <button type="button" className="button button--primary" onClick={close}>
      Got it
    </button>
  );
  return (
    <>
      <button type="button" className="button button--danger" onClick={open}>
        Delete
      </button>
      <Modal
        open={modal === 'confirm'}
        onClose={close}
        title="Delete Location"
        description={`Are you sure you want to delete ${location.name}? This cannot be undone.`}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={deleting}
              onClick={() => void remove()}
            >
              Delete Location
            </button>
          </>
        }
      />
      <Modal
        open={modal === 'last'}
        onClose={close}
        title={LAST_LOCATION_ERROR}
        description={`To close your account or replace this location, ${contact.charAt(0).toLowerCase()}${contact.slice(1)}`}
        footer={gotIt}
      />
      <Modal
        open={modal === 'blocked'}
        onClose={close}
        title="Unable to Delete Location."
        description={`Deleting locations is turned off for this account. ${contact}`}
        footer={gotIt}
      />
    </>
  );
}
