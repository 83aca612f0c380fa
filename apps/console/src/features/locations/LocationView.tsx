import type { Location } from '@plaudit/api-client';
import { OPEN_STATUS_LABELS, WEEKDAYS, WIDGET_TYPE_SETTINGS } from '@plaudit/api-client/schemas';
import {
  settingOn,
  toast,
  useFeatureFlags,
  usePermission,
  useSourceOverrides,
  useSpecialHours,
} from '@plaudit/hooks';
import { Button, buttonClass } from '@plaudit/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { DeleteLocation } from './DeleteLocation';
import { describeHoliday, formatShortDate, localToday } from './holiday-hours';
import { describeDay, WEEKDAY_LABELS } from './hours';
import { CopyRow, IssuesCard } from './LocationIssuesCard';
import { FORM_MESSAGES } from './location-form';
import { PhotoManagement } from './PhotoManagement';
import { SyncFromGoogleModal } from './SyncFromGoogleModal';
import { LOCATION_FLAGS, requestUrls } from './shared';

/** Holiday hours listed before 'Show more'. */
export const HOLIDAYS_SHOWN = 5;

export function LocationView({
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
  const specialHoursOn = flags.has(LOCATION_FLAGS.specialHours);
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
            <Button type="button" variant="secondary" onClick={() => setSyncOpen(true)}>
              Sync From Google
            </Button>
          )}
          {showWidget && (
            <Link className={buttonClass('secondary')} to={widgetHref}>
              Create Widget
            </Link>
          )}
          {can('location', 'update') && (
            <Button type="button" variant="primary" onClick={onEdit}>
              Edit
            </Button>
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
