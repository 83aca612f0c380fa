/** Saved filter names: required, at most 60 characters (spec 1 §5). */
export const SAVED_FILTER_NAME_MAX = 60;
/** The texts of spec 1 §5 and §8 (Filters), verbatim. */
export const SAVED_FILTER_TEXTS = {
  enterName: 'Enter a name',
  duplicate: 'A saved filter with that name already exists',
  saved: 'Filter saved',
  updated: 'Filter updated',
  deleted: 'Filter deleted',
  notDeleted: 'Filter was not deleted',
  couldNotApply: 'Could not apply saved filter',
  listError: 'Error fetching Saved Filters',
  fetchFailed: 'Failed to fetch saved filteres',
  saveError: 'Error saving filter',
  createFailed: 'Failed to create filter',
  updateFailed: 'Failed to update filter',
  deleteFailed: 'Failed to delete filter',
} as const;
