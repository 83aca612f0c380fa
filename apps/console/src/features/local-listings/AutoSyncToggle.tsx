import type { ListingLocation } from '@plaudit/api-client/schemas';
import { toast, useApi } from '@plaudit/hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { AUTO_SYNC_LOCK_MS, autoSyncBlock, autoSyncInitial, LL_TEXT } from './listing-logic';

/**
 * The Auto Sync toggle of spec 3 section 4.3: flips at once, then publishes or unpublishes,
 * then the list is refreshed; locked for 2 s after a change. Without location update (or in
 * the preview version) only On/Off text is shown.
 */
export function AutoSyncToggle({
  location,
  purchased,
  editable,
  onChanged,
}: {
  location: ListingLocation;
  purchased: boolean;
  editable: boolean;
  onChanged: () => void;
}) {
  const { api } = useApi();
  const [on, setOn] = useState(autoSyncInitial(location.listing_status));
  const [pending, setPending] = useState(false);
  const [locked, setLocked] = useState(false);
  const tipId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setOn(autoSyncInitial(location.listing_status)), [location.listing_status]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (!editable) return <span className="ll-onoff">{on ? 'On' : 'Off'}</span>;

  const block = autoSyncBlock({
    pending: pending || locked,
    purchased,
    listingStatus: location.listing_status,
    reason: location.status_reason,
  });

  const toggle = async () => {
    if (block.disabled) return;
    const next = !on;
    setOn(next);
    setPending(true);
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), AUTO_SYNC_LOCK_MS);
    try {
      const body = { location_ids: [location.id] };
      if (next) await api.localListings.publish(body);
      else await api.localListings.unpublish(body);
      toast.success(next ? LL_TEXT.enabled : LL_TEXT.disabled, 2000);
    } catch {
      setOn(!next);
      toast.alert(LL_TEXT.publishError, 2000);
    } finally {
      setPending(false);
      onChanged();
    }
  };

  return (
    <span className="ll-toggle-wrap">
      <button
        type="button"
        role="switch"
        className="ll-switch"
        aria-checked={on}
        aria-disabled={block.disabled}
        aria-label={`Auto Sync for ${location.name}`}
        aria-describedby={block.tooltip ? tipId : undefined}
        data-testid={`auto-sync-${location.id}`}
        onClick={() => void toggle()}
      >
        <span className="ll-switch__track" aria-hidden="true">
          <span className="ll-switch__thumb" />
        </span>
        <span className="ll-switch__text" aria-hidden="true">
          {on ? 'On' : 'Off'}
        </span>
      </button>
      {block.tooltip && (
        <span id={tipId} role="tooltip" className="ll-tooltip">
          {block.tooltip}
        </span>
      )}
    </span>
  );
}
