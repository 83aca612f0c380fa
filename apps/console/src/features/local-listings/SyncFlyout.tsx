import type { DiffField, LocationDiff, WeekHours } from '@plaudit/api-client';
import { type ListingDirectory, type ListingLocation, WEEKDAYS } from '@plaudit/api-client/schemas';
import {
  useIntegrationOverview,
  useLocation as useLocationRecord,
  usePlauditSWR,
} from '@plaudit/hooks';
import { Button, Flyout } from '@plaudit/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBasePath, withBase } from '../../lib/paths';
import { WEEKDAY_LABELS } from '../locations/hours';
import { PUBLISHABLE_CODES } from './directory-publishing-logic';
import { DIRECTORY_LABELS, formatCheckedDate, LL_TEXT } from './listing-logic';
import {
  DIRECTORY_INTEGRATION,
  dayHoursText,
  displayFieldName,
  fieldsFromDescription,
  fieldsNotInSyncText,
  flyoutCard,
  flyoutDisplayType,
  flyoutStatus,
  infoText,
} from './sync-flyout-logic';

/** What Auto Sync does for a directory it does not publish to (the listings page says the same). */
export const autoSyncElsewhere = (dirName: string) =>
  `Auto Sync publishes to Google, Facebook and Apple Maps; update the listing on ${dirName} yourself.`;

function hoursText(hours: WeekHours | null | undefined): string {
  if (!hours) return LL_TEXT.noInfo;
  return WEEKDAYS.map((d) => `${WEEKDAY_LABELS[d]}: ${dayHoursText(hours[d])}`).join('\n');
}

/** Copy button: 'Copied!' for 2 s. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard refused (insecure context): still confirm, the text is selectable.
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-label={copied ? LL_TEXT.copied : `Copy ${label}`}
      onClick={() => void copy()}
    >
      <span aria-live="polite">{copied ? LL_TEXT.copied : 'Copy'}</span>
    </Button>
  );
}

/** The sync flyout of spec 3 sections 2.3 and 4.2: one location and one directory. */
export function SyncFlyout({
  location,
  directory,
  isAdmin,
  purchased,
  onClose,
}: {
  location: ListingLocation;
  directory: ListingDirectory;
  isAdmin: boolean;
  purchased: boolean;
  onClose: () => void;
}) {
  const base = useBasePath();
  const status = flyoutStatus(
    directory.status,
    location.publishing_enabled,
    directory.directory_enabled,
  );
  const integrationCode = DIRECTORY_INTEGRATION[directory.directory_code];
  // Integration status is loaded for admins only (spec 3 section 6).
  const overview = useIntegrationOverview(isAdmin && integrationCode ? location.id : null);
  const record = useLocationRecord(location.id);
  const isGoogle = directory.directory_code === 'google_maps';
  const outOfSync = status === 'not_in_sync' || status === 'action_required';
  const diff = usePlauditSWR<LocationDiff | null>(
    'llDiff',
    isAdmin && isGoogle && outOfSync ? [location.id] : null,
    (api) => api.locations.diff(location.id).catch(() => null),
  );

  let integrationStatus: 'active' | 'inactive' | 'expired' | 'missing' | null = null;
  let hasReference = true;
  if (integrationCode && overview.data) {
    const i = overview.data.integrations.find((x) => x.source_code === integrationCode);
    // Requested of the team is not connected yet.
    integrationStatus =
      !i || i.integration_status === 'access_requested' ? 'missing' : i.integration_status;
    hasReference = overview.data.location_url_references.some(
      (r) => r.source_code === integrationCode,
    );
  }
  const type = flyoutDisplayType({ status, isAdmin, integrationStatus, hasReference });
  const card = flyoutCard(type, {
    autoSyncPurchased: purchased,
    publishingEnabled: location.publishing_enabled,
    directoryEnabled: directory.directory_enabled,
  });
  const dirName = DIRECTORY_LABELS[directory.directory_code] ?? directory.directory_name;
  const detailsHref = withBase(base, `/settings/locations/${location.id}/details?fromLL=true`);
  const loc = record.data;
  const fields: string[] =
    type === 'not_in_sync'
      ? isGoogle && diff.data
        ? diff.data.changed_fields
        : fieldsFromDescription(directory.status_description)
      : [];

  const ours = (field: string): string => {
    switch (displayFieldName(field)) {
      case 'public_name':
        return infoText(loc?.public_name ?? loc?.name);
      case 'phone':
        return infoText(loc?.phone);
      case 'website':
        return infoText(loc?.website);
      case 'hours':
        return hoursText(loc?.hours);
      case 'address':
        return infoText(
          loc ? [loc.address, loc.city, loc.state, loc.zipcode].filter(Boolean).join(', ') : null,
        );
      case 'open_status':
        return infoText(loc?.open_status);
      default:
        return LL_TEXT.noInfo;
    }
  };
  const theirs = (field: string): string | null => {
    if (!diff.data) return null;
    const f = displayFieldName(field) as DiffField;
    const v = diff.data.source[f];
    if (f === 'hours') return hoursText(v as WeekHours | null | undefined);
    if (f === 'special_hours') return null;
    return infoText(typeof v === 'string' ? v : null);
  };
  // Auto Sync publishes to Google, Facebook and Apple Maps only: elsewhere it promises nothing.
  const publishable = (PUBLISHABLE_CODES as readonly string[]).includes(directory.directory_code);
  // Compared only where the directory shares its value: a field it does not share is named as
  // one to check on the listing, not said to differ beside "not shared".
  const shared = fields.filter((f) => theirs(f) !== null);
  const unshared = fields.filter((f) => theirs(f) === null);

  return (
    <Flyout
      open
      onClose={onClose}
      title={`${dirName}: ${location.name}`}
      description={`Last checked ${formatCheckedDate(directory.last_checked_at)}`}
      className="ll-flyout"
    >
      <section className={`ll-card ll-card--${card.colour}`} aria-labelledby="ll-card-title">
        <h3 id="ll-card-title">{card.title}</h3>
        {type === 'non_admin' ? (
          <>
            <p>{LL_TEXT.contactAdmin}</p>
            {directory.listing_url && (
              <p>
                <a href={directory.listing_url} target="_blank" rel="noreferrer">
                  Update the listing on {dirName} manually
                </a>
              </p>
            )}
          </>
        ) : (
          <>
            {shared.length > 0 && <p data-testid="ll-fields">{fieldsNotInSyncText(shared)}</p>}
            {unshared.length > 0 && (
              <p data-testid="ll-unshared">
                {dirName} does not share its {unshared.map(displayFieldName).join(', ')}: open the
                listing to check {unshared.length > 1 ? 'them' : 'it'} against yours.
              </p>
            )}
            {type === 'missing_integration' && (
              <p>
                Connect {dirName} to publish this location's information.{' '}
                <Link to={withBase(base, '/settings/integrations')}>Go to integrations</Link>
              </p>
            )}
            {type === 'missing_location' && (
              <p>This location was not found in your {dirName} integration.</p>
            )}
            {card.title === 'Auto Sync Off' &&
              (publishable ? (
                <p>Turn on Auto Sync for this location to publish its information to {dirName}.</p>
              ) : (
                <p>{autoSyncElsewhere(dirName)}</p>
              ))}
            {card.title === 'Directory Syncing Disabled' && (
              <p>Syncing to {dirName} is turned off for this location.</p>
            )}
            {(type === 'pending_sync' || type === 'in_progress') && (
              <p>
                {publishable
                  ? 'Changes are published to directories within 30 minutes.'
                  : autoSyncElsewhere(dirName)}
              </p>
            )}
            {type === 'in_sync' && <p>{dirName} shows the same information as this location.</p>}
            {directory.status_description && type !== 'in_sync' && unshared.length === 0 && (
              <p className="ll-muted">{directory.status_description}</p>
            )}
          </>
        )}
      </section>
      {type === 'not_in_sync' &&
        shared.map((field) => {
          const name = displayFieldName(field);
          const value = ours(field);
          const other = theirs(field);
          return (
            <section key={field} className="ll-card ll-card--info" aria-label={`${name} info`}>
              <h3>{name}</h3>
              <div className="ll-compare">
                <div>
                  <p className="ll-muted">Your information</p>
                  <p className="ll-value">{value}</p>
                </div>
                <div>
                  <p className="ll-muted">{dirName} shows</p>
                  <p className="ll-value">{other}</p>
                </div>
              </div>
              <p className="ll-muted ll-fix-title">To fix it</p>
              <ul className="ll-fix">
                {publishable && location.publishing_enabled && directory.directory_enabled ? (
                  <li>
                    Auto Sync publishes your {name} to {dirName} within 30 minutes.
                  </li>
                ) : (
                  directory.listing_url && (
                    <li>
                      Your information is right:{' '}
                      <a href={directory.listing_url} target="_blank" rel="noreferrer">
                        update the listing on {dirName}
                      </a>{' '}
                      {value !== LL_TEXT.noInfo && <CopyButton text={value} label={name} />}
                    </li>
                  )
                )}
                <li>
                  {dirName} is right:{' '}
                  <Link to={`${detailsHref}&withEdit=true`}>edit your {name}</Link>
                </li>
              </ul>
            </section>
          );
        })}
      {directory.listing_url && type !== 'non_admin' && (
        <p>
          <a href={directory.listing_url} target="_blank" rel="noreferrer">
            View listing on {dirName}
          </a>
        </p>
      )}
    </Flyout>
  );
}
