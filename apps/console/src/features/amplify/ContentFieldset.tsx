import type { Review, WidgetSettings, WidgetType } from '@plaudit/api-client';
import { Select } from '@plaudit/ui-kit';
import { FeaturedPicker } from './FeaturedPicker';
import { Field, invalid, type SetSetting } from './widget-fields';
import type { FormErrors } from './widget-form';
import { CoveragePickers, LocationSelect, SourcePicker } from './widget-pickers';

/** What the widget shows: its location or coverage, sources, ratings and featured reviews. */
export function ContentFieldset({
  type,
  settings: s,
  errors,
  set,
  featured,
  onFeatured,
}: {
  type: WidgetType;
  settings: WidgetSettings;
  errors: FormErrors;
  set: SetSetting;
  /** The featured reviews, in their order (teasers). */
  featured: Review[];
  onFeatured: (reviews: Review[]) => void;
}) {
  const showsReviews = type === 'teaser' || type === 'full_page';
  return (
    <fieldset className="amplify-fieldset">
      <legend>Content</legend>
      {type === 'location_info' || type === 'star_snapshot' ? (
        <LocationSelect
          value={s.location_id}
          onChange={(v) => set('location_id', v)}
          error={errors.location_id}
          required={type === 'location_info'}
        />
      ) : null}
      {type !== 'location_info' && !(type === 'star_snapshot' && s.location_id) && (
        <CoveragePickers
          locationIds={s.location_ids}
          groupIds={s.group_ids}
          onLocations={(v) => set('location_ids', v)}
          onGroups={(v) => set('group_ids', v)}
        />
      )}
      {type !== 'location_info' && (
        <SourcePicker value={s.source_ids} onChange={(v) => set('source_ids', v)} />
      )}
      {showsReviews && (
        <Field id="widget-min-rating" label="Minimum rating" error={errors.min_rating}>
          <Select
            id="widget-min-rating"
            value={s.min_rating}
            onChange={(e) => set('min_rating', Number(e.target.value))}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n === 1 ? 'All ratings' : `${n} stars and up`}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {showsReviews && (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={s.auto_publish}
            onChange={(e) => set('auto_publish', e.target.checked)}
          />
          <span>
            Auto-Update
            <span className="field__hint">
              New reviews that match these filters appear in the widget by themselves.
            </span>
          </span>
        </label>
      )}
      {type === 'teaser' && (
        <FeaturedPicker
          selected={featured}
          selectedIds={s.featured_review_ids}
          error={errors.featured_review_ids}
          onChange={onFeatured}
        />
      )}
      {type === 'full_page' && (
        <Field id="widget-max-reviews" label="Most reviews shown" error={errors.max_reviews}>
          <input
            id="widget-max-reviews"
            type="number"
            min={1}
            max={100}
            value={s.max_reviews}
            onChange={(e) => set('max_reviews', Number(e.target.value))}
            {...invalid('widget-max-reviews', errors.max_reviews)}
          />
        </Field>
      )}
    </fieldset>
  );
}
