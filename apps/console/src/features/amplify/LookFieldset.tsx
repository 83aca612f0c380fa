import type { WidgetSettings, WidgetType } from '@plaudit/api-client';
import { STAR_SNAPSHOT_SIZES, WIDGET_LANGUAGES, WIDGET_SCHEMES } from '@plaudit/api-client/schemas';
import { Select } from '@plaudit/ui-kit';
import { Field, invalid, type SetInGroup, type SetSetting } from './widget-fields';
import type { FormErrors } from './widget-form';

const LANGUAGE_LABELS: Record<(typeof WIDGET_LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};
const SCHEME_LABELS: Record<(typeof WIDGET_SCHEMES)[number], string> = {
  light: 'Light',
  dark: 'Dark',
  auto: "Auto (follow the visitor's setting)",
};
const SIZE_LABELS: Record<(typeof STAR_SNAPSHOT_SIZES)[number], string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** The widget's look: theme, colours, the kind's layout options and the language. */
export function LookFieldset({
  type,
  settings: s,
  errors,
  set,
  setIn,
}: {
  type: WidgetType;
  settings: WidgetSettings;
  errors: FormErrors;
  set: SetSetting;
  setIn: SetInGroup;
}) {
  return (
    <fieldset className="amplify-fieldset">
      <legend>Look</legend>
      <Field id="widget-scheme" label="Theme">
        <Select
          id="widget-scheme"
          value={s.theme.scheme}
          onChange={(e) =>
            setIn('theme', { scheme: e.target.value as WidgetSettings['theme']['scheme'] })
          }
        >
          {WIDGET_SCHEMES.map((k) => (
            <option key={k} value={k}>
              {SCHEME_LABELS[k]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="widget-accent" label="Accent colour" error={errors['theme.accent_color']}>
        <span className="amplify-color">
          <input
            id="widget-accent"
            type="color"
            value={s.theme.accent_color}
            onChange={(e) => setIn('theme', { accent_color: e.target.value })}
          />
          <input
            aria-label="Accent colour as #rrggbb"
            value={s.theme.accent_color}
            maxLength={7}
            onChange={(e) => setIn('theme', { accent_color: e.target.value })}
            {...invalid('widget-accent-text', errors['theme.accent_color'])}
          />
        </span>
      </Field>
      <Field
        id="widget-radius"
        label={`Corner radius (${s.theme.corner_radius} px)`}
        error={errors['theme.corner_radius']}
      >
        <input
          id="widget-radius"
          type="range"
          min={0}
          max={24}
          value={s.theme.corner_radius}
          onChange={(e) => setIn('theme', { corner_radius: Number(e.target.value) })}
        />
      </Field>
      {type === 'teaser' && (
        <>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={s.layout.autoplay}
              onChange={(e) => setIn('layout', { autoplay: e.target.checked })}
            />
            <span>Rotate reviews automatically</span>
          </label>
          <Field
            id="widget-interval"
            label="Seconds per review"
            error={errors['layout.interval_seconds']}
          >
            <input
              id="widget-interval"
              type="number"
              min={3}
              max={30}
              value={s.layout.interval_seconds}
              onChange={(e) => setIn('layout', { interval_seconds: Number(e.target.value) })}
              {...invalid('widget-interval', errors['layout.interval_seconds'])}
            />
          </Field>
        </>
      )}
      {type === 'full_page' && (
        <>
          <Field id="widget-page-size" label="Reviews per page" error={errors['layout.page_size']}>
            <input
              id="widget-page-size"
              type="number"
              min={1}
              max={50}
              value={s.layout.page_size}
              onChange={(e) => setIn('layout', { page_size: Number(e.target.value) })}
              {...invalid('widget-page-size', errors['layout.page_size'])}
            />
          </Field>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={s.layout.show_distribution}
              onChange={(e) => setIn('layout', { show_distribution: e.target.checked })}
            />
            <span>Show the rating distribution</span>
          </label>
        </>
      )}
      {type === 'star_snapshot' && (
        <>
          <Field id="widget-size" label="Size">
            <Select
              id="widget-size"
              value={s.layout.size}
              onChange={(e) =>
                setIn('layout', { size: e.target.value as WidgetSettings['layout']['size'] })
              }
            >
              {STAR_SNAPSHOT_SIZES.map((k) => (
                <option key={k} value={k}>
                  {SIZE_LABELS[k]}
                </option>
              ))}
            </Select>
          </Field>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={s.layout.compact}
              onChange={(e) => setIn('layout', { compact: e.target.checked })}
            />
            <span>One line</span>
          </label>
          <Field
            id="widget-link"
            label="Link to your reviews page (optional)"
            error={errors.link_url}
          >
            <input
              id="widget-link"
              type="url"
              placeholder="https://"
              value={s.link_url ?? ''}
              onChange={(e) => set('link_url', e.target.value.trim() || null)}
              {...invalid('widget-link', errors.link_url)}
            />
          </Field>
        </>
      )}
      <Field id="widget-language" label="Language">
        <Select
          id="widget-language"
          value={s.language}
          onChange={(e) => set('language', e.target.value as WidgetSettings['language'])}
        >
          {WIDGET_LANGUAGES.map((k) => (
            <option key={k} value={k}>
              {LANGUAGE_LABELS[k]}
            </option>
          ))}
        </Select>
      </Field>
    </fieldset>
  );
}
