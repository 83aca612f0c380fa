import type { Location } from '@plaudit/api-client';
import { SOURCE_OVERRIDE_MESSAGES } from '@plaudit/api-client/schemas';
import { toast, useApi } from '@plaudit/hooks';
import { useEffect, useRef, useState } from 'react';

/** Auto Sync: publishing per directory, saved at once; busy for 2 s after each save. */
export function AutoSyncSection({ location }: { location: Location }) {
  const { api } = useApi();
  const [enabled, setEnabled] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(location.directories.map((d) => [d.rtx_source_id, d.directory_enabled])),
  );
  const [busy, setBusy] = useState<Record<number, boolean>>({});
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const toggle = async (sourceId: number, on: boolean) => {
    setBusy((b) => ({ ...b, [sourceId]: true }));
    try {
      await api.locationSourceOverrides.create({
        location_id: location.id,
        source_id: sourceId,
        enabled: on,
      });
      setEnabled((e) => ({ ...e, [sourceId]: on }));
      toast.success(SOURCE_OVERRIDE_MESSAGES.saved, 3000);
    } catch {
      toast.alert(SOURCE_OVERRIDE_MESSAGES.publishingError);
    }
    timers.current.push(setTimeout(() => setBusy((b) => ({ ...b, [sourceId]: false })), 2000));
  };
  return (
    <section className="form-section" aria-labelledby="section-auto-sync">
      <h2 id="section-auto-sync" className="form-section__title">
        Auto Sync
      </h2>
      <p className="field__hint">Publish this location's information to each directory.</p>
      <ul className="auto-sync">
        {location.directories.map((d) => (
          <li key={d.rtx_source_id}>
            <label className="check">
              <input
                type="checkbox"
                checked={Boolean(enabled[d.rtx_source_id])}
                disabled={busy[d.rtx_source_id]}
                onChange={(e) => void toggle(d.rtx_source_id, e.target.checked)}
              />
              {d.directory_name}
            </label>
            {busy[d.rtx_source_id] && <span className="field__hint"> Saving…</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
