import './filters.css';

/** The filter bar's option lists load 25 a page (spec 1 §9). */
export const FILTER_PAGE_SIZE = 25;

export const FILTER_TEXTS = {
  groupsError: 'Error fetching groups',
  locationsError: 'Error fetching locations',
  sourcesError: 'Error fetching sources',
  categoriesError:
    'Unable to get categories rank at this time. Please try refreshing the page or try again later.',
  addLocation: 'Add Location',
} as const;

export const orNull = (v: string | null) => (v ? v : null);
