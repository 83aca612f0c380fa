import type { ListingDirectory, ListingLocation } from '@plaudit/api-client/schemas';
import {
  type DateDescriptor,
  readCookie,
  toast,
  useFeatureFlags,
  useFilters,
  usePermission,
  usePlauditSWR,
  useSession,
  writeCookie,
} from '@plaudit/hooks';
import { Dropdown, headerCheckboxState, Modal, Pager, toggleAllActive } from '@plaudit/ui-kit';
import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { FilterBar } from '../filters/FilterBar';
import { localToday } from '../locations/holiday-hours';
import { AutoSyncToggle } from './AutoSyncToggle';
import { EditHoursModal, HolidayHoursModal } from './BulkModals';
import { BulkPhotosModal } from './BulkPhotosModal';
import { DirectorySettings } from './DirectorySettings';
import { DIRECTORY_SPECIFIC_FLAG } from './directory-publishing-logic';
import { GooglePostWizard, type PostSelection } from './GooglePostWizard';
import { InternalListingsTable, type InternalSortKey } from './InternalListingsTable';
import { LocalListingsTeaser } from './LocalListingsTeaser';
import {
  columnWindow,
  DIRECTORY_LABELS,
  directoryStatusLabel,
  formatCheckedDate,
  LL_TEXT,
  LOCATION_STATUS_LABELS,
  STATUS_FILTER_OPTIONS,
  selectedText,
  showInternalTable,
  sortDirectories,
  statusTone,
  visibleColumnCount,
} from './listing-logic';
import {
  BULK_PHOTOS_TEXT,
  bulkPhotosAllowed,
  canBulkAddPhotos,
  GOOGLE_POSTS_COOKIE,
  GOOGLE_POSTS_COOKIE_DAYS,
  postsPreviewDismissal,
  shouldShowPostsPreview,
} from './posts-photos-logic';
import { SyncFlyout } from './SyncFlyout';
import './local-listings.css';

const PAGE_SIZE = 25;
const HIDDEN_DATES: readonly DateDescriptor[] = ['fourteenDays'];

function useWindowWidth() {
  const [w, setW] = useState(() => (typeof window === 'undefined' ? 1200 : window.innerWidth));
  useEffect(() => {
    const on = () => setW(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return w;
}

const listParam = (p: URLSearchParams, key: string) =>
  p
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /dashboard/local_listings (spec 3 section 2.1). */
export function LocalListingsPage() {
  usePageTitle(LL_TEXT.title);
  const perm = usePermission();
  if (!perm.settingsLoaded) return <PageLoading />;
  if (!perm.hasSetting('local_listings')) return <LocalListingsTeaser />;
  return <ListingsDashboard />;
}

function ListingsDashboard() {
  const perm = usePermission();
  const base = useBasePath();
  const [params, setParams] = useSearchParams();
  const { filters } = useFilters({ defaultDateDescriptor: 'sixMonths' });
  const width = useWindowWidth();

  const canRead = perm.can('local_listing', 'read');
  const preview = !canRead && perm.can('local_listing', 'preview');
  const isAdmin = perm.isUserType('administrator');
  const purchased = perm.hasSetting('local_listings_publishing');
  const canUpdate = !preview && perm.can('location', 'update');
  const flags = useFeatureFlags();
  const directorySpecific = flags.has(DIRECTORY_SPECIFIC_FLAG);
  const internal = useSession((st) =>
    showInternalTable({
      isShadowing: st.auth.isShadowing,
      isImpersonated: st.auth.isImpersonated,
      hasPartnerSession: st.parentAuth !== null,
    }),
  );
  const [customerView, setCustomerView] = useState(false);
  const internalTable = internal && !customerView;
  const canToggleDirectories =
    directorySpecific && canUpdate && purchased && perm.can('local_listing', 'create');
  const canOverrideDirectories =
    directorySpecific && !preview && perm.can('local_listing', 'create');
  const canPost =
    !preview &&
    purchased &&
    perm.hasSetting('google_posts') &&
    perm.can('google_post_content', 'create');

  const statuses = listParam(params, 'status');
  const directories = listParam(params, 'directory');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortBy = params.get('sort[by]');
  const sortOrder = params.get('sort[order]') === 'desc' ? 'desc' : 'asc';
  const groupId = idOf(filters.groupId);
  const locationId = idOf(filters.locationId);

  /** Writes listing parameters; everything but paging resets the page to 1. */
  const update = (patch: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };

  const query = {
    group_id: groupId,
    location_id: locationId,
    statuses: statuses.length
      ? (statuses as ('in_sync' | 'in_progress' | 'not_in_sync')[])
      : undefined,
    directories: directories.map(Number).filter((n) => n > 0),
    page,
    per_page: PAGE_SIZE,
    sort: sortBy ? { by: sortBy as 'name', order: sortOrder as 'asc' } : undefined,
  };
  const overview = usePlauditSWR('llOverview', [], (api, acc) => api.localListings.overview(acc));
  const list = usePlauditSWR('llLocations', [JSON.stringify(query)], (api, acc) =>
    api.localListings.locations(acc, {
      ...query,
      directories: query.directories.length ? query.directories : undefined,
    }),
  );
  const google = usePlauditSWR(
    'llGoogleIntegration',
    isAdmin && perm.can('integration', 'read') ? [] : null,
    (api) => api.localListings.integrations({ source_code: 'google', per_page: 5 }),
  );
  const noGoogle =
    google.data !== undefined && !google.data.items.some((i) => i.integration_status === 'active');

  const rows = list.data?.items ?? [];
  const total = list.data?.paging.total ?? 0;
  const totalPages = list.data?.paging.totalPages ?? 1;

  // Directory columns: the account's directories in the fixed order, a window of 3/2/1.
  const allDirs = useMemo(() => sortDirectories(overview.data?.directories ?? []), [overview.data]);
  const shownDirs = directories.length
    ? allDirs.filter((d) => directories.includes(String(d.id)))
    : allDirs;
  const [colStart, setColStart] = useState(0);
  const win = columnWindow(colStart, visibleColumnCount(width), shownDirs.length);
  const windowDirs = shownDirs.slice(win.start, win.end);

  // Selection and bulk actions.
  const [selected, setSelected] = useState<string[]>([]);
  const [bulk, setBulk] = useState(false);
  const [modal, setModal] = useState<null | 'hours' | 'holiday' | 'post' | 'photos'>(null);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [flyout, setFlyout] = useState<{ loc: ListingLocation; dir: ListingDirectory } | null>(
    null,
  );
  const canPhotosAction = !preview && purchased && perm.can('media', 'create');
  const selectable = !preview && (canUpdate || canPost || canPhotosAction) && !internalTable;
  const activeIds = rows.map((r) => String(r.id));
  const selectedSet = new Set(selected);
  const headerState = bulk ? 'checked' : headerCheckboxState(activeIds, selectedSet);
  const headerRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headerRef.current) headerRef.current.indeterminate = headerState === 'indeterminate';
  }, [headerState]);
  const selectionKey = JSON.stringify([groupId, locationId, statuses, directories]);
  useEffect(() => {
    setSelected([]);
    setBulk(false);
  }, [selectionKey]);
  const selectedCount = bulk ? total : selected.length;
  const selectedRows = rows.filter((r) => selectedSet.has(String(r.id)));

  const canPhotos = canBulkAddPhotos({
    mediaCreate: perm.can('media', 'create'),
    publishing: purchased,
    trueBulk: bulk,
    preview,
  });
  const openPhotos = () => {
    if (!bulkPhotosAllowed(rows, selected.map(Number))) {
      toast.alert(BULK_PHOTOS_TEXT, 5000);
      return;
    }
    setModal('photos');
  };

  const openPost = () => {
    if (!bulk) {
      const ok = selectedRows.every(
        (l) =>
          l.publishing_enabled &&
          !l.status_reason &&
          l.directories.some((d) => d.directory_code === 'google_maps' && d.directory_enabled),
      );
      if (!ok || selectedRows.length !== selected.length) {
        toast.alert(LL_TEXT.bulkGooglePost, 5000);
        return;
      }
    }
    setModal('post');
  };
  const postSelection: PostSelection = bulk
    ? {
        kind: 'all',
        include: {
          group_id: groupId,
          ...(locationId ? { location_id: locationId } : {}),
          statuses: query.statuses,
          directories: query.directories.length ? query.directories : undefined,
        },
      }
    : { kind: 'ids', ids: selected.map(Number) };

  const sortHeader = (key: InternalSortKey, label: string) => {
    const active = sortBy === key;
    const nextSort = () => {
      if (!active) update({ 'sort[by]': key, 'sort[order]': 'asc' });
      else if (sortOrder === 'asc') update({ 'sort[by]': key, 'sort[order]': 'desc' });
      else update({ 'sort[by]': null, 'sort[order]': null });
    };
    return (
      <th
        scope="col"
        aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button type="button" className="ll-sort" onClick={nextSort}>
          {label}
          <span aria-hidden="true">{active ? (sortOrder === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
        </button>
      </th>
    );
  };

  const refresh = () => {
    void list.mutate();
    void overview.mutate();
  };
  const columnCount = 4 + windowDirs.length + (selectable ? 1 : 0);

  return (
    <section className="page ll" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{LL_TEXT.title}</h1>
      </header>
      <p className="ll-intro">
        Keep your location information consistent across online directories. See where each listing
        matches your details, and turn on Auto Sync to publish your changes to Google, Facebook and
        Apple Maps.
      </p>
      {preview && (
        <p className="ll-banner ll-banner--info" role="note">
          {LL_TEXT.preview}
        </p>
      )}
      {!purchased && (
        <p className="ll-banner ll-banner--info" role="note">
          Auto Sync is not part of your plan. {LL_TEXT.notPurchased}.
        </p>
      )}
      {isAdmin && noGoogle && (
        <p className="ll-banner ll-banner--warning" role="note">
          {LL_TEXT.noGoogle}{' '}
          <Link to={withBase(base, '/settings/integrations')}>Connect Google</Link>
        </p>
      )}
      {canRead && !perm.can('local_listing', 'preview') && (
        <p>
          {LL_TEXT.contactUs} <a href="mailto:support@plaudit.example">Contact us</a>
        </p>
      )}
      <FilterBar
        label="Local Listings filters"
        defaultDateDescriptor="sixMonths"
        hiddenDescriptors={HIDDEN_DATES}
        controls={['group', 'location']}
      />
      <div className="ll-filters">
        <Dropdown
          label="Status"
          multiple
          options={STATUS_FILTER_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          value={statuses}
          displayValue={
            statuses.length ? selectedText(statuses.length, 'statuses') : 'All statuses'
          }
          onChange={(v) => update({ status: v.join(',') || null })}
        />
        <Dropdown
          label="Source"
          multiple
          options={allDirs.map((d) => ({
            value: String(d.id),
            label: DIRECTORY_LABELS[d.directory_code] ?? d.directory_name,
          }))}
          value={directories}
          displayValue={
            directories.length ? selectedText(directories.length, 'sources') : 'All sources'
          }
          onChange={(v) => update({ directory: v.join(',') || null })}
          error={overview.error ? LL_TEXT.sourcesError : undefined}
        />
      </div>

      {selectable && selectedCount > 0 && (
        <section className="ll-bulk" aria-label="Bulk actions">
          <span>{selectedCount} selected</span>
          {canUpdate && !bulk && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setModal('hours')}
            >
              Edit hours
            </button>
          )}
          {canUpdate && !bulk && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setModal('holiday')}
            >
              Add Holiday Hours
            </button>
          )}
          {canPhotos && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={openPhotos}
            >
              Add Photos
            </button>
          )}
          {canPost && (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={openPost}
            >
              Create Google Post
            </button>
          )}
        </section>
      )}
      {selectable && canPost && headerState === 'checked' && total > rows.length && (
        <p className="ll-bulk-banner" role="status">
          {bulk ? (
            <>
              All {total} rows are selected.{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setBulk(false);
                  setSelected([]);
                }}
              >
                Clear selection
              </button>
            </>
          ) : (
            <>
              All {rows.length} rows on this page are selected.{' '}
              <button type="button" className="link-button" onClick={() => setBulk(true)}>
                Select all {total} rows
              </button>
            </>
          )}
        </p>
      )}

      {internal && (
        <p className="ll-view-switch">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setCustomerView((v) => !v);
              setExpanded(new Set());
            }}
          >
            {customerView ? 'Show the internal table' : 'Show the customer table'}
          </button>
        </p>
      )}
      {list.error ? (
        <p className="form-error" role="alert">
          {LL_TEXT.fetchError}
        </p>
      ) : !list.data ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <div className="ll-empty">
          <p>
            <Link to={withBase(base, '/settings/locations?local_listing_walkthrough=true')}>
              {LL_TEXT.notSetUp}
            </Link>
          </p>
        </div>
      ) : internalTable ? (
        <InternalListingsTable
          rows={rows}
          expanded={expanded}
          setExpanded={setExpanded}
          sortHeader={sortHeader}
          onOpen={(loc, dir) => setFlyout({ loc, dir })}
        />
      ) : (
        <div className="ll-table-wrap">
          <table className="ll-table">
            <caption className="pk-visually-hidden">Locations and their directory listings</caption>
            <thead>
              <tr>
                {selectable && (
                  <th scope="col" className="ll-check-col">
                    <input
                      ref={headerRef}
                      type="checkbox"
                      aria-label="Select all rows"
                      checked={headerState === 'checked'}
                      onChange={() => {
                        if (bulk) {
                          setBulk(false);
                          setSelected([]);
                        } else setSelected(toggleAllActive(activeIds, selectedSet));
                      }}
                    />
                  </th>
                )}
                {sortHeader('name', 'Location')}
                {sortHeader('publishing_enabled', 'Auto Sync')}
                <th scope="col" className="ll-arrow-col">
                  <button
                    type="button"
                    className="ll-arrow"
                    aria-label="Previous directory"
                    disabled={!win.canLeft}
                    onClick={() => setColStart(win.start - 1)}
                  >
                    ‹
                  </button>
                </th>
                {windowDirs.map((d) => (
                  <th key={d.id} scope="col" className="ll-dir-col">
                    {DIRECTORY_LABELS[d.directory_code] ?? d.directory_name}
                  </th>
                ))}
                <th scope="col" className="ll-arrow-col">
                  <button
                    type="button"
                    className="ll-arrow"
                    aria-label="Next directory"
                    disabled={!win.canRight}
                    onClick={() => setColStart(win.start + 1)}
                  >
                    ›
                  </button>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((loc) => {
                const open = expanded.has(loc.id);
                const dirs = sortDirectories(loc.directories);
                const present = dirs.filter((d) => d.id !== null);
                const detailsHref = withBase(
                  base,
                  `/settings/locations/${loc.id}/details?fromLL=true`,
                );
                const inactive = loc.open_status !== 'active';
                return (
                  <Fragment key={loc.id}>
                    <tr data-testid={`ll-row-${loc.id}`}>
                      {selectable && (
                        <td className="ll-check-col">
                          <input
                            type="checkbox"
                            aria-label={`Select ${loc.name}`}
                            checked={bulk || selectedSet.has(String(loc.id))}
                            onChange={() => {
                              const next = new Set(bulk ? activeIds : selected);
                              const id = String(loc.id);
                              if (next.has(id)) next.delete(id);
                              else next.add(id);
                              setBulk(false);
                              setSelected([...next]);
                            }}
                          />
                        </td>
                      )}
                      <th scope="row" className="ll-loc">
                        <button
                          type="button"
                          className="ll-expand"
                          aria-expanded={open}
                          aria-label={`${open ? 'Hide' : 'Show'} directories for ${loc.name}`}
                          onClick={() =>
                            setExpanded((s) => {
                              const n = new Set(s);
                              if (n.has(loc.id)) n.delete(loc.id);
                              else n.add(loc.id);
                              return n;
                            })
                          }
                        >
                          {open ? '▾' : '▸'}
                        </button>
                        <span className="ll-loc__text">
                          <Link to={detailsHref}>{loc.name}</Link>
                          {inactive && (
                            <span className="ll-muted">
                              {' '}
                              (
                              {loc.open_status === 'inactive' ? 'inactive' : 'temporarily inactive'}
                              )
                            </span>
                          )}
                          <Link
                            className="ll-edit"
                            to={`${detailsHref}&withEdit=true`}
                            aria-label={`Edit ${loc.name}`}
                            title="Edit"
                          >
                            ✎
                          </Link>
                          <span className="ll-muted ll-address">{loc.address}</span>
                          <span
                            className={`ll-status ll-status--${statusTone(loc.status)}`}
                            data-testid={`ll-status-${loc.id}`}
                          >
                            {LOCATION_STATUS_LABELS[loc.status]}
                          </span>
                        </span>
                      </th>
                      <td>
                        <AutoSyncToggle
                          location={loc}
                          purchased={purchased}
                          editable={canUpdate}
                          onChanged={refresh}
                        />
                      </td>
                      <td className="ll-arrow-col" />
                      {windowDirs.map((col) => {
                        const d = loc.directories.find((x) => x.rtx_source_id === col.id);
                        if (!d || d.status === 'not_available')
                          return (
                            <td key={col.id} className="ll-dir-col">
                              <span aria-hidden="true" title="No URL for this location">
                                --
                              </span>
                              <span className="pk-visually-hidden">No URL for this location</span>
                            </td>
                          );
                        return (
                          <td key={col.id} className="ll-dir-col">
                            <button
                              type="button"
                              className={`ll-cell ll-status ll-status--${statusTone(d.status)}`}
                              onClick={() => setFlyout({ loc, dir: d })}
                            >
                              <span className="pk-visually-hidden">
                                {DIRECTORY_LABELS[d.directory_code] ?? d.directory_name}:{' '}
                              </span>
                              {directoryStatusLabel(d.status, {
                                bordered: true,
                                directoryCode: d.directory_code,
                              })}
                            </button>
                          </td>
                        );
                      })}
                      <td className="ll-arrow-col" />
                    </tr>
                    {open && (
                      <tr className="ll-expanded">
                        <td colSpan={columnCount}>
                          {directorySpecific && (
                            <DirectorySettings
                              location={loc}
                              canToggle={canToggleDirectories}
                              canOverride={canOverrideDirectories}
                              onChanged={refresh}
                            />
                          )}
                          {present.length === 0 ? (
                            <p>{LL_TEXT.noDirectories}</p>
                          ) : (
                            <ul className="ll-dir-list" aria-label={`Directories for ${loc.name}`}>
                              {present.map((d) => (
                                <DirectoryRow
                                  key={d.directory_code}
                                  d={d}
                                  onOpen={
                                    d.status === 'not_available'
                                      ? undefined
                                      : () => setFlyout({ loc, dir: d })
                                  }
                                />
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.data && totalPages > 1 && (
        <Pager
          page={page}
          pageCount={totalPages}
          showFirstLast
          onPageChange={(p) => update({ page: p > 1 ? String(p) : null }, true)}
        />
      )}
      {flyout && (
        <SyncFlyout
          location={rows.find((r) => r.id === flyout.loc.id) ?? flyout.loc}
          directory={flyout.dir}
          isAdmin={isAdmin}
          purchased={purchased}
          onClose={() => setFlyout(null)}
        />
      )}
      {modal === 'hours' && (
        <EditHoursModal
          locationIds={selected.map(Number)}
          onClose={() => setModal(null)}
          onDone={() => {
            setModal(null);
            refresh();
          }}
        />
      )}
      {modal === 'holiday' && (
        <HolidayHoursModal
          locationIds={selected.map(Number)}
          onClose={() => setModal(null)}
          onDone={() => setModal(null)}
        />
      )}
      {modal === 'photos' && (
        <BulkPhotosModal
          locationIds={selected.map(Number)}
          onClose={() => setModal(null)}
          onDone={() => setModal(null)}
        />
      )}
      {modal === 'post' && (
        <GooglePostWizard
          selection={postSelection}
          count={selectedCount}
          onClose={() => setModal(null)}
        />
      )}
      {canPost && !modal && <GooglePostsPreview onShowMe={() => headerRef.current?.focus()} />}
    </section>
  );
}

function DirectoryRow({ d, onOpen }: { d: ListingDirectory; onOpen?: () => void }) {
  const tipId = useId();
  const name = DIRECTORY_LABELS[d.directory_code] ?? d.directory_name;
  const isYelp = d.directory_code === 'yelp_api';
  return (
    <li className="ll-dir">
      <img src={d.directory_logo_url} alt="" width={20} height={20} className="ll-dir__logo" />
      <span className="ll-dir__name">
        {d.listing_url ? (
          <a href={d.listing_url} target="_blank" rel="noreferrer">
            {name}
          </a>
        ) : (
          name
        )}
        {isYelp && (
          <button type="button" className="ll-beta" aria-describedby={tipId}>
            BETA
            <span id={tipId} role="tooltip" className="ll-tooltip">
              {LL_TEXT.yelpBeta}
            </span>
          </button>
        )}
      </span>
      <span className="ll-dir__checked">Last checked {formatCheckedDate(d.last_checked_at)}</span>
      {onOpen ? (
        <button
          type="button"
          className={`ll-cell ll-status ll-status--${statusTone(d.status)}`}
          onClick={onOpen}
        >
          {directoryStatusLabel(d.status)}
        </button>
      ) : (
        <span className="ll-status ll-status--none">{directoryStatusLabel(d.status)}</span>
      )}
      {d.status_description && <span className="ll-muted">{d.status_description}</span>}
    </li>
  );
}

/** The Google Posts preview modal (spec 3 section 4.4), remembered in a cookie for 365 days. */
function GooglePostsPreview({ onShowMe }: { onShowMe: () => void }) {
  const today = localToday();
  const [open, setOpen] = useState(() =>
    shouldShowPostsPreview(readCookie(GOOGLE_POSTS_COOKIE), today),
  );
  const dismiss = (via: 'close' | 'got_it' | 'show_me') => {
    writeCookie(
      GOOGLE_POSTS_COOKIE,
      postsPreviewDismissal(readCookie(GOOGLE_POSTS_COOKIE), today, via),
      GOOGLE_POSTS_COOKIE_DAYS,
    );
    setOpen(false);
    if (via === 'show_me') onShowMe();
  };
  return (
    <Modal
      open={open}
      onClose={() => dismiss('close')}
      title="New: Google Posts"
      description="Publish updates, offers and events to the Google Business Profiles of many locations at once."
      footer={
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dismiss('got_it')}
          >
            Got It
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dismiss('show_me')}
          >
            Show Me
          </button>
        </div>
      }
    >
      <p>Select locations with the checkboxes in the table, then choose Create Google Post.</p>
    </Modal>
  );
}
