import type {
  PublicWidget,
  PublicWidgetReview,
  WidgetLayout,
  WidgetSettings,
  WidgetShow,
  WidgetTheme,
  WidgetType,
} from '@plaudit/api-client/schemas';
import { type Lang, pickLang } from './i18n';

/**
 * The runtime fills in whatever a payload leaves out (a console preview may
 * send partial settings). These mirror `defaultWidgetSettings` in
 * @plaudit/api-client, without bundling its validator into the widget.
 */
const THEME: WidgetTheme = { scheme: 'auto', accent_color: '#1a73e8', corner_radius: 8 };
const LAYOUT: WidgetLayout = {
  autoplay: true,
  interval_seconds: 7,
  page_size: 5,
  show_distribution: true,
  size: 'medium',
  compact: false,
};
const SHOW: WidgetShow = { dates: true, source: true, reviewer_name: true, responses: true };

export type Resolved = {
  theme: WidgetTheme;
  layout: WidgetLayout;
  show: WidgetShow;
  lang: Lang;
  minRating: number;
  maxReviews: number;
  linkUrl: string | null;
  /** API origin: icon paths in the payload are relative to it. */
  origin: string;
};

export function resolve(settings: Partial<WidgetSettings> | undefined, origin = ''): Resolved {
  const s = settings ?? {};
  return {
    theme: { ...THEME, ...s.theme },
    layout: { ...LAYOUT, ...s.layout },
    show: { ...SHOW, ...s.show },
    lang: pickLang(s.language),
    minRating: s.min_rating ?? 1,
    maxReviews: s.max_reviews ?? 100,
    linkUrl: s.link_url ?? null,
    origin,
  };
}

/** Reviews a list shows: those at or above the minimum rating (unrated ones too), at most max_reviews. */
export function visibleReviews(w: PublicWidget, r: Resolved): PublicWidgetReview[] {
  return (w.data.reviews ?? [])
    .filter((x) => x.rating === 0 || x.rating >= r.minRating)
    .slice(0, r.maxReviews);
}

/**
 * Space reserved on the placeholder before the widget has painted (px): about the height each
 * kind paints at in a 700-1,200 px column (a feed: its first page of 5 reviews), so the script
 * embed, which holds the placeholder at this height while it is in view (apps/loader), seldom
 * leaves blank space or scrolls inside it.
 */
export const RESERVED_HEIGHT: Record<WidgetType, number> = {
  teaser: 390,
  full_page: 1300,
  star_snapshot: 100,
  location_info: 730,
};

/** Props every kind's view receives. */
export type ViewProps = {
  w: PublicWidget;
  r: Resolved;
  /** Rendered on the server for a page without script: no control that needs JavaScript. */
  still?: boolean;
};
