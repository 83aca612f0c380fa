import type { ListingDirectory, ListingLocation } from '@plaudit/api-client/schemas';
import {
  type DateDescriptor,
  toast,
  useFeatureFlags,
  useListingLocations,
  useListingsOverview,
  usePermission,
  usePlauditSWR,
  useSession,
} from '@plaudit/hooks';
import { Dropdown, headerCheckboxState, Pager, toggleAllActive } from '@plaudit/ui-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/PageTitle';
import { useBasePath, withBase } from '../../lib/paths';
import { FilterBar } from '../filters/FilterBar';
import { type BulkActionModal, BulkActionModals } from './BulkActionModals';
import { BulkActionsBar } from './BulkActionsBar';
import { DIRECTORY_SPECIFIC_FLAG } from './directory-publishing-logic';
import { GooglePostsPreview, PostsNextStep } from './GooglePostsPreview';
import type { PostSelection } from './GooglePostWizard';
import { InternalListingsTable, type InternalSortKey } from './InternalListingsTable';
import { ListingRow } from './ListingRow';
import { ListingsBanners } from './ListingsBanners';
import { ListingsScore } from './ListingsScore';
import { ListingsTableHead } from './ListingsTableHead';
import { LocalListingsTeaser } from './LocalListingsTeaser';
import {
  columnWindow,
  DIRECTORY_LABELS,
  LL_TEXT,
  STATUS_FILTER_OPTIONS,
  selectedText,
  showInternalTable,
  sortDirectories,
  visibleColumnCount,
} from './listing-logic';
import {
  BULK_PHOTOS_TEXT,
  bulkPhotosAllowed,
  canBulkAddPhotos,
  googlePostAllowed,
} from './posts-photos-logic';
import { SortHeader } from './SortHeader';
import { SyncFlyout } from './SyncFlyout';
import { useListingsQuery } from './use-listings-query';
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

  const { statuses, directories, page, sortBy, sortOrder, groupId, locationId, update, query } =
    useListingsQuery(PAGE_SIZE);
  const overview = useListingsOverview();
  const list = useListingLocations({
    ...query,
    directories: query.directories.length ? query.directories : undefined,
  });
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
  const [showPostsHint, setShowPostsHint] = useState(false);
  const [bulk, setBulk] = useState(false);
  const [modal, setModal] = useState<BulkActionModal>(null);
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
    if (!bulk && !googlePostAllowed(rows, selected.map(Number))) {
      toast.alert(LL_TEXT.bulkGooglePost, 5000);
      return;
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

  const sortHeader = (key: InternalSortKey, label: string) => (
    <SortHeader
      label={label}
      order={sortBy === key ? sortOrder : null}
      onSort={(order) => update({ 'sort[by]': order ? key : null, 'sort[order]': order })}
    />
  );

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
      <ListingsBanners
        preview={preview}
        purchased={purchased}
        noGoogle={isAdmin && noGoogle}
        contactUs={canRead && !perm.can('local_listing', 'preview')}
      />
      {canPost && <GooglePostsPreview onShowMe={() => setShowPostsHint(true)} />}
      {!preview && <ListingsScore overview={overview.data} />}
      <FilterBar
        dates={false}
        label="Local Listings filters"
        defaultDateDescriptor="sixMonths"
        hiddenDescriptors={HIDDEN_DATES}
        controls={['group', 'location']}
        activeExtra={(statuses.length ? 1 : 0) + (directories.length ? 1 : 0)}
      >
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
      </FilterBar>

      {showPostsHint && selectedCount === 0 && <PostsNextStep />}
      {selectable && (
        <BulkActionsBar
          selectedCount={selectedCount}
          pageCount={rows.length}
          total={total}
          bulk={bulk}
          allOnPageSelected={headerState === 'checked'}
          canEditHours={canUpdate}
          canPhotos={canPhotos}
          canPost={canPost}
          onEditHours={() => setModal('hours')}
          onHolidayHours={() => setModal('holiday')}
          onPhotos={openPhotos}
          onPost={openPost}
          onSelectAll={() => setBulk(true)}
          onClear={() => {
            setBulk(false);
            setSelected([]);
          }}
        />
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
            <ListingsTableHead
              selectable={selectable}
              headerRef={headerRef}
              allSelected={headerState === 'checked'}
              onToggleAll={() => {
                if (bulk) {
                  setBulk(false);
                  setSelected([]);
                } else setSelected(toggleAllActive(activeIds, selectedSet));
              }}
              sortHeader={sortHeader}
              columns={win}
              windowDirs={windowDirs}
              onMoveColumns={(by) => setColStart(win.start + by)}
            />
            <tbody>
              {rows.map((loc) => (
                <ListingRow
                  key={loc.id}
                  loc={loc}
                  selectable={selectable}
                  checked={bulk || selectedSet.has(String(loc.id))}
                  onToggleSelected={() => {
                    const next = new Set(bulk ? activeIds : selected);
                    const id = String(loc.id);
                    if (next.has(id)) next.delete(id);
                    else next.add(id);
                    setBulk(false);
                    setSelected([...next]);
                  }}
                  open={expanded.has(loc.id)}
                  onToggleOpen={() =>
                    setExpanded((s) => {
                      const n = new Set(s);
                      if (n.has(loc.id)) n.delete(loc.id);
                      else n.add(loc.id);
                      return n;
                    })
                  }
                  windowDirs={windowDirs}
                  columnCount={columnCount}
                  purchased={purchased}
                  canUpdate={canUpdate}
                  directorySpecific={directorySpecific}
                  canToggleDirectories={canToggleDirectories}
                  canOverrideDirectories={canOverrideDirectories}
                  onOpenDirectory={(dir) => setFlyout({ loc, dir })}
                  onChanged={refresh}
                />
              ))}
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
      <BulkActionModals
        modal={modal}
        locationIds={selected.map(Number)}
        postSelection={postSelection}
        count={selectedCount}
        onClose={() => setModal(null)}
        onHoursSaved={() => {
          setModal(null);
          refresh();
        }}
      />
    </section>
  );
}
