/**
 * The date descriptors of the shared filter bar (spec 1 section 2). One implementation in
 * @plaudit/api-client, shared with ui-kit's date range picker so both show the same dates.
 */
export {
  ALL_TIME_FROM,
  DATE_DESCRIPTORS,
  type DateDescriptor,
  type DateRange,
  formatIsoDate,
  isDateDescriptor,
  isIsoDate,
  resolveDateDescriptor,
} from '@plaudit/api-client';
