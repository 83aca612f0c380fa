import type { Source } from '@plaudit/api-client';
import { SOURCE_OVERRIDE_MESSAGES } from '@plaudit/api-client/schemas';
import { toast, useDirectories } from '@plaudit/hooks';
import { Button } from '@plaudit/ui-kit';
import { useEffect } from 'react';
import { FORM_MESSAGES, type LocationFormState, type OverrideDraft } from './location-form';

export function DirectoryOverrides({
  form,
  errorOf,
  onTouch,
  setOverride,
  clearAll,
}: {
  form: LocationFormState;
  /** The field's message once it was left or the form submitted. */
  errorOf: (key: string) => string | undefined;
  onTouch: (key: string) => void;
  setOverride: (sourceId: number, p: Partial<OverrideDraft>) => void;
  clearAll: (sourceIds: number[], on: boolean) => void;
}) {
  const { directories, error } = useDirectories();
  useEffect(() => {
    if (error) toast.alert(FORM_MESSAGES.sourceDataError);
  }, [error]);
  const anyOn = Object.values(form.overrides).some((o) => o.phoneOn || o.websiteOn);
  return (
    <section className="form-section" aria-labelledby="section-directory-overrides">
      <div className="form-section__header">
        <h2 id="section-directory-overrides" className="form-section__title">
          Directory-Specific Phone and Website
        </h2>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() =>
            clearAll(
              directories.map((d) => d.id),
              !anyOn,
            )
          }
        >
          {anyOn ? 'Turn Off All Directory Overrides' : 'Turn On All Directory Overrides'}
        </Button>
      </div>
      <p className="field__hint">{SOURCE_OVERRIDE_MESSAGES.utmNote}</p>
      <div className="override-grid">
        {directories.map((d: Source) => {
          const o = form.overrides[d.id];
          const phoneKey = `overrides.${d.id}.phone`;
          const webKey = `overrides.${d.id}.website`;
          return (
            <fieldset key={d.id} className="override">
              <legend>{d.name}</legend>
              <label className="check">
                <input
                  type="checkbox"
                  checked={Boolean(o?.phoneOn)}
                  onChange={(e) =>
                    setOverride(d.id, {
                      phoneOn: e.target.checked,
                      ...(e.target.checked ? {} : { phone: '' }),
                    })
                  }
                />
                {d.name} phone
              </label>
              {o?.phoneOn && (
                <div className="field">
                  <input
                    type="tel"
                    aria-label={`${d.name} phone number`}
                    value={o.phone}
                    aria-invalid={Boolean(errorOf(phoneKey)) || undefined}
                    onChange={(e) => setOverride(d.id, { phone: e.target.value })}
                    onBlur={() => onTouch(phoneKey)}
                  />
                  {errorOf(phoneKey) && <span className="field__error">{errorOf(phoneKey)}</span>}
                </div>
              )}
              <label className="check">
                <input
                  type="checkbox"
                  checked={Boolean(o?.websiteOn)}
                  onChange={(e) =>
                    setOverride(d.id, {
                      websiteOn: e.target.checked,
                      ...(e.target.checked ? {} : { website: '' }),
                    })
                  }
                />
                {d.name} website
              </label>
              {o?.websiteOn && (
                <div className="field">
                  <input
                    type="url"
                    aria-label={`${d.name} website`}
                    value={o.website}
                    aria-invalid={Boolean(errorOf(webKey)) || undefined}
                    onChange={(e) => setOverride(d.id, { website: e.target.value })}
                    onBlur={() => onTouch(webKey)}
                  />
                  {errorOf(webKey) && <span className="field__error">{errorOf(webKey)}</span>}
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}
