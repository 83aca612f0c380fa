import type { Widget, WidgetType } from '@plaudit/api-client';
import {
  WIDGET_TYPE_LABELS,
  WIDGET_TYPE_SETTINGS,
  WIDGET_TYPES,
} from '@plaudit/api-client/schemas';
import { settingOn } from '@plaudit/hooks';

/** Spec 3 sections 2.4 and 9: three cards per row; the next page loads within 20 px of the bottom. */
export const WIDGETS_PER_ROW = 3;
export const INFINITE_SCROLL_THRESHOLD_PX = 20;
/** The example customer page served by the API server (all four kinds embedded). */
export const EXAMPLE_PAGE_HREF = '/examples/script-tag/';

/** Texts of spec 3 sections 2.2, 2.4 and 8 (verbatim), and ours where the spec gives none. */
export const AMPLIFY_TEXT = {
  listError: 'There was an error fetching your created widgets',
  teaserTitle: 'Showcase your reviews',
  autoUpdatePrefix: 'Auto-Update ',
  copied: 'Copied!',
  copyFailed: 'Unable to copy to clipboard',
} as const;

/** The create cards of spec 3 section 2.4, in order, with their descriptions. */
export const CREATE_CARDS: readonly { type: WidgetType; description: string }[] = [
  { type: 'teaser', description: 'highlight up to 15 featured reviews' },
  { type: 'full_page', description: 'show a feed of your latest reviews' },
  { type: 'star_snapshot', description: 'display your average rating' },
  { type: 'location_info', description: 'show your address, hours, phone number' },
];

/** A created widget's type label: 'Auto-Update ' first when settings.auto_publish is on. */
export function widgetTypeLabel(widget: Pick<Widget, 'widget_type' | 'settings'>): string {
  const label = WIDGET_TYPE_LABELS[widget.widget_type];
  return widget.settings?.auto_publish ? `${AMPLIFY_TEXT.autoUpdatePrefix}${label}` : label;
}

/** Empty cells that keep the last row of the grid aligned (0 when the row is full). */
export function gridSpacerCount(count: number, perRow = WIDGETS_PER_ROW): number {
  const rest = count % perRow;
  return rest === 0 ? 0 : perRow - rest;
}

/**
 * Whether the CREATED WIDGETS section is shown: hidden when there are no widgets and no
 * search is active (an error is always shown).
 */
export function showCreatedWidgets(state: {
  count: number;
  keywords: string;
  error: boolean;
  loading: boolean;
}): boolean {
  if (state.error) return true;
  if (state.keywords.trim() !== '') return true;
  return !state.loading && state.count > 0;
}

/** The kinds whose account setting is on (spec 3 section 2.4), in the cards' order. */
export function enabledWidgetTypes(
  settings: Record<string, boolean | string> | null | undefined,
): WidgetType[] {
  return WIDGET_TYPES.filter((type) => settingOn(settings, WIDGET_TYPE_SETTINGS[type]));
}

/**
 * Spec 3 section 6: amplify preview only (no create), or an account with none of the four
 * widget settings, sees the teaser page instead of the widgets.
 */
export function showsAmplifyTeaser(canCreate: boolean, enabled: readonly WidgetType[]): boolean {
  return !canCreate || enabled.length === 0;
}

/** Whether the page bottom is within `threshold` px of the viewport's bottom. */
export function nearPageBottom(
  scrollTop: number,
  viewportHeight: number,
  scrollHeight: number,
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  return scrollTop + viewportHeight >= scrollHeight - threshold;
}

export function isWidgetType(value: string | undefined): value is WidgetType {
  return (WIDGET_TYPES as readonly string[]).includes(value ?? '');
}
