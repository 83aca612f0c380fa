import { ApiError } from '@plaudit/api-client';
import type { ListingLocation } from '@plaudit/api-client/schemas';
import { toast, useApi } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import {
  anyOverrideOn,
  DIRECTORY_BUSY_MS,
  DIRECTORY_TEXT,
  directoryOverrideCall,
  directoryToggleOn,
  draftChanges,
  draftErrors,
  draftOf,
  type OverrideDraft,
  publishableDirectories,
  setAllDrafts,
  setDraftCheck,
} from './directory-publishing-logic';
import { DIRECTORY_LABELS, formatEnabledAt } from './listing-logic';

/**
 * The location's Auto Sync state above its directory toggles, from the real state: on or off
 * first, then the last-enabled date when there is one. Off, the toggles say where it will
 * publish once it is on, so "On" beside them does not contradict it.
 */
export function autoSyncStateText(on: boolean, enabledAt: string | null): string {
  if (on) return enabledAt ? `Auto Sync is on, last enabled ${enabledAt}` : 'Auto Sync is on';
  return `${enabledAt ? `Auto Sync is off, last enabled ${enabledAt}` : 'Auto Sync has not been enabled yet'}. The directories turned on below publish once it is on.`;
}

/**
 * Directory-specific publishing of one location (behind ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING):
 * the last-enabled date, the collapsible Auto Sync directory list (open by default) with one
 * toggle per publishable directory, and, with local_listing create, a phone and website
 * override per directory with the all-overrides button.
 */
export function DirectorySettings({
  location,
  canToggle,
  canOverride,
  onChanged,
}: {
  location: ListingLocation;
  canToggle: boolean;
  canOverride: boolean;
  onChanged: () => void;
}) {
  const { api } = useApi();
  const listId = useId();
  const dirs = publishableDirectories(location.directories);
  const [open, setOpen] = useState(true);
  const [on, setOn] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(dirs.map((d) => [d.rtx_source_id, directoryToggleOn(d)])),
  );
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const initialDrafts = () =>
    Object.fromEntries(dirs.map((d) => [d.rtx_source_id, draftOf(d)])) as Record<
      number,
      OverrideDraft
    >;
  const [drafts, setDrafts] = useState<Record<number, OverrideDraft>>(initialDrafts);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirsKey = JSON.stringify(dirs.map((d) => [d.rtx_source_id, d.overrides]));
  useEffect(() => {
    setOn(Object.fromEntries(dirs.map((d) => [d.rtx_source_id, directoryToggleOn(d)])));
  }, [dirsKey]);
  useEffect(
    () => () => {
      for (const t of timers.current) clearTimeout(t);
    },
    [],
  );

  const enabledAt = formatEnabledAt(location.local_listing_published_at);

  const toggle = async (d: (typeof dirs)[number]) => {
    const id = d.rtx_source_id;
    if (busy.has(id)) return;
    const next = !on[id];
    setOn((s) => ({ ...s, [id]: next }));
    setBusy((s) => new Set(s).add(id));
    timers.current.push(
      setTimeout(
        () =>
          setBusy((s) => {
            const n = new Set(s);
            n.delete(id);
            return n;
          }),
        DIRECTORY_BUSY_MS,
      ),
    );
    const call = directoryOverrideCall(location.id, d, next);
    try {
      if (call.method === 'PATCH')
        await api.localListings.updateDirectoryOverride(call.id, call.body);
      else await api.localListings.createDirectoryOverride(call.body);
      toast.success(DIRECTORY_TEXT.saved, 2000);
    } catch {
      setOn((s) => ({ ...s, [id]: !next }));
      toast.alert(DIRECTORY_TEXT.publishingError, 3000);
    } finally {
      onChanged();
    }
  };

  const errors = draftErrors(drafts);
  const save = async (values: Record<number, OverrideDraft> = drafts) => {
    setTouched(true);
    if (Object.keys(draftErrors(values)).length) return;
    const changes = draftChanges(dirs, values);
    if (changes.length === 0) return;
    setSaving(true);
    try {
      for (const ch of changes)
        await api.locationSourceOverrides.create({ location_id: location.id, ...ch });
      toast.success(DIRECTORY_TEXT.saved, 2000);
      onChanged();
    } catch (err) {
      toast.alert(
        err instanceof ApiError && err.status === 400 ? err.message : DIRECTORY_TEXT.updateError,
        3000,
      );
    } finally {
      setSaving(false);
    }
  };

  if (dirs.length === 0) return null;
  const allOn = anyOverrideOn(drafts);
  return (
    <div className="ll-dirsettings" data-testid={`ll-dirsettings-${location.id}`}>
      <p className="ll-muted">{autoSyncStateText(location.publishing_enabled, enabledAt)}</p>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? '▾' : '▸'} {DIRECTORY_TEXT.list}
      </button>
      {open && (
        <ul id={listId} className="ll-dirsettings__list">
          {dirs.map((d) => {
            const name = DIRECTORY_LABELS[d.directory_code] ?? d.directory_name;
            const id = d.rtx_source_id;
            const isBusy = busy.has(id);
            const draft = drafts[id] ?? draftOf(d);
            const set = (next: OverrideDraft) => setDrafts((all) => ({ ...all, [id]: next }));
            return (
              <li key={id} className="ll-dirsettings__item">
                <span className="ll-dirsettings__name">{name}</span>
                {canToggle ? (
                  <button
                    type="button"
                    role="switch"
                    className="ll-switch"
                    aria-checked={Boolean(on[id])}
                    aria-disabled={isBusy}
                    aria-busy={isBusy}
                    aria-label={`Publish to ${name} for ${location.name}`}
                    data-testid={`ll-dir-toggle-${location.id}-${d.directory_code}`}
                    onClick={() => void toggle(d)}
                  >
                    <span className="ll-switch__track" aria-hidden="true">
                      <span className="ll-switch__thumb" />
                    </span>
                    <span className="ll-switch__text" aria-hidden="true">
                      {on[id] ? 'On' : 'Off'}
                    </span>
                  </button>
                ) : (
                  <span className="ll-onoff">{on[id] ? 'On' : 'Off'}</span>
                )}
                {isBusy && (
                  <span className="ll-muted" role="status">
                    Saving…
                  </span>
                )}
                {canOverride && (
                  <span className="ll-dirsettings__overrides">
                    <label className="ll-check">
                      <input
                        type="checkbox"
                        checked={draft.phoneOn}
                        onChange={(e) => set(setDraftCheck(draft, 'phone', e.target.checked))}
                      />{' '}
                      {name} phone
                    </label>
                    {draft.phoneOn && (
                      <span className="field">
                        <input
                          type="tel"
                          aria-label={`${name} phone number`}
                          value={draft.phone}
                          aria-invalid={Boolean(touched && errors[`${id}.phone`]) || undefined}
                          onChange={(e) => set({ ...draft, phone: e.target.value })}
                        />
                        {touched && errors[`${id}.phone`] && (
                          <span className="field__error">{errors[`${id}.phone`]}</span>
                        )}
                      </span>
                    )}
                    <label className="ll-check">
                      <input
                        type="checkbox"
                        checked={draft.websiteOn}
                        onChange={(e) => set(setDraftCheck(draft, 'website', e.target.checked))}
                      />{' '}
                      {name} website
                    </label>
                    {draft.websiteOn && (
                      <span className="field">
                        <input
                          type="url"
                          aria-label={`${name} website`}
                          value={draft.website}
                          aria-invalid={Boolean(touched && errors[`${id}.website`]) || undefined}
                          onChange={(e) => set({ ...draft, website: e.target.value })}
                        />
                        {touched && errors[`${id}.website`] && (
                          <span className="field__error">{errors[`${id}.website`]}</span>
                        )}
                      </span>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canOverride && open && (
        <div className="button-row">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              const next = setAllDrafts(drafts, !allOn);
              setDrafts(next);
              // Turning them off clears the saved overrides at once.
              if (allOn) void save(next);
            }}
          >
            {allOn ? DIRECTORY_TEXT.allOff : DIRECTORY_TEXT.allOn}
          </Button>
          <Button
            type="button"
            variant="primary"
            size="sm"
            disabled={saving}
            onClick={() => void save()}
          >
            Save directory overrides
          </Button>
        </div>
      )}
    </div>
  );
}
