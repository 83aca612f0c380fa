import type {
  Location,
  PublicWidget,
  PublicWidgetData,
  PublicWidgetLocation,
  PublicWidgetReview,
  Review,
  WidgetSettings,
  WidgetType,
} from '@plaudit/api-client';
import { hideEmails, publicReviewerName } from '@plaudit/api-client';
import type { WidgetFormValues } from './widget-form';
import { previewScope } from './widget-scope';

/**
 * The live preview's payload (see README): the form's settings as they are now, over data
 * that is as real as we have. `base` is the published widget's public data when there is
 * one, otherwise the runtime's sample data for the kind. Featured reviews chosen in the form
 * and the chosen location are mapped from the account's own records, so they show at once.
 */
export function previewPayload(input: {
  id: string;
  type: WidgetType;
  values: WidgetFormValues;
  base: PublicWidgetData;
  /** The settings `base` was built from (the published widget's), null for sample data. */
  baseSettings?: WidgetSettings | null;
  featured: readonly Review[];
  location: Location | null;
  businessName?: string | null;
}): PublicWidget {
  const { type, values, base, featured, location } = input;
  const s = values.settings;
  const featuredIds = new Set(featured.map((r) => r.id));
  const picked = featured.map(publicReview);
  const others = base.reviews.filter(
    (r) => !featuredIds.has(r.id) && (r.rating === 0 || r.rating >= s.min_rating),
  );
  // A teaser with featured reviews shows only those; otherwise featured first, then the rest.
  let reviews: PublicWidgetReview[] =
    type === 'teaser' && picked.length > 0 ? picked : [...picked, ...others];
  if (!s.auto_publish && picked.length > 0) reviews = picked;
  if (type === 'star_snapshot' || type === 'location_info') reviews = [];
  let publicLocation = base.location;
  if (type === 'location_info' || type === 'star_snapshot')
    publicLocation = location
      ? publicLocationOf(location)
      : type === 'location_info'
        ? base.location
        : null;
  return {
    id: input.id,
    widget_type: type,
    name: values.name,
    settings: s,
    data: {
      business_name: input.businessName || base.business_name,
      reviews: reviews.slice(0, s.max_reviews),
      summary: {
        ...base.summary,
        scope: previewScope({
          type,
          settings: s,
          base,
          baseSettings: input.baseSettings ?? null,
          location,
        }),
      },
      location: type === 'location_info' ? publicLocation : null,
    },
  };
}

export function publicReview(r: Review): PublicWidgetReview {
  const response = r.responses.find((x) => x.status === 'published') ?? null;
  return {
    id: r.id,
    rating: r.rating,
    text: hideEmails(r.content),
    reviewer_name: publicReviewerName(r.author_name),
    published_at: r.published_at,
    source: { name: r.source_name, code: r.source_code, icon_url: null },
    response: response
      ? { text: hideEmails(response.content), published_at: response.published_at }
      : null,
  };
}

export function publicLocationOf(l: Location): PublicWidgetLocation {
  const cityLine = [l.city, [l.state_code ?? l.state, l.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [l.address, l.address_2 ?? '', cityLine];
  if (l.country && !/^(US|USA|United States)$/i.test(l.country)) lines.push(l.country);
  return {
    name: l.public_name || l.name,
    address_lines: lines.filter((x) => x.trim() !== ''),
    phone: l.phone,
    website: l.website,
    hours: l.hours,
    holiday_hours: [],
    open_now: null,
    open_status: l.open_status,
    timezone: l.timezone,
  };
}
