// @plaudit/ui-kit public API. Styles: import '@plaudit/ui-kit/styles.css'.

// The date descriptors, from @plaudit/api-client (one implementation with the hooks' filters).
export {
  ALL_TIME_FROM,
  DATE_DESCRIPTOR_LABELS,
  DATE_DESCRIPTORS,
  type DateDescriptor,
  type DateRange,
  formatIsoDate,
  ISO_DATE_FORMAT,
  isDateDescriptor,
  normalizeDateDescriptor,
  type PresetDateDescriptor,
  resolveDateDescriptor,
  SCHEDULABLE_DATE_DESCRIPTORS,
  toLocalDate,
} from '@plaudit/api-client';
export { BarChart, DonutChart, LineChart, Sparkline } from './charts/ChartComponents';
// Charts: the React components, and the builders and geometry they share with the server.
export * from './charts/index';
export {
  Button,
  ButtonGroup,
  type ButtonProps,
  type ButtonVariant,
  buttonClass,
  Select,
  type SelectProps,
  TextInput,
  type TextInputProps,
} from './controls/controls';
export {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeValue,
} from './date-range-picker/DateRangePicker';
// The date range picker's custom range inputs.
export {
  type CustomRangeError,
  type CustomRangeResult,
  DATE_REQUIRED,
  formatUsDate,
  INVALID_DATE_RANGE,
  parseUsDate,
  type SingleDateResult,
  US_DATE_FORMAT,
  validateCustomRange,
  validateSingleDate,
} from './dates/dateDescriptors';
export type { DialogProps } from './dialog/DialogFrame';
export { Dropdown } from './dropdown/Dropdown';
export {
  DROPDOWN_LIST_MAX_HEIGHT,
  DROPDOWN_LOAD_MORE_THRESHOLD,
  DROPDOWN_MAX_HEIGHT,
  DROPDOWN_MIN_WIDTH,
  DROPDOWN_SEARCH_DEBOUNCE_MS,
  DROPDOWN_SEARCH_LOAD_MORE_THRESHOLD,
  type DropdownOption,
  type DropdownProps,
  type MultiDropdownProps,
  type SingleDropdownProps,
} from './dropdown/dropdown-types';
export { FLYOUT_SMALL_WIDTH, FLYOUT_WIDTH, Flyout, type FlyoutProps } from './flyout/Flyout';
export {
  accountLocale,
  DEFAULT_LOCALE,
  type DistanceUnit,
  distanceUnit,
  type FormatOptions,
  formatDate,
  formatDateTime,
  formatDistance,
  formatMonth,
  formatPeriod,
  formatRelative,
  type Period,
} from './format/format';
export { Modal, type ModalProps } from './modal/Modal';
export { clampPage, Pager, type PagerProps } from './pager/Pager';
export {
  isActivePath,
  SIDE_NAV_COLLAPSED_WIDTH,
  SIDE_NAV_MAX_WIDTH,
  SIDE_NAV_WIDTH,
  SideNav,
  type SideNavEntry,
  type SideNavGroup,
  type SideNavLinkItem,
  type SideNavLinkProps,
  type SideNavProps,
} from './side-nav/SideNav';
export {
  type HeaderCheckboxState,
  headerCheckboxState,
  nextSort,
  type SortOrder,
  type TableSort,
  toggleAllActive,
} from './table/sort';
export { Table, type TableColumn, type TableProps } from './table/Table';
export {
  CharacterLimitedTextArea,
  type CharacterLimitedTextAreaProps,
  characterCountText,
  countCharacters,
} from './textarea/CharacterLimitedTextArea';
export {
  TOAST_DEFAULT_DURATION,
  TOAST_FADE_MS,
  Toast,
  type ToastAction,
  type ToastData,
  type ToastLevel,
  type ToastProps,
  ToastViewport,
  type ToastViewportProps,
} from './toast/Toast';
export {
  CONTROL_SIZES,
  type ControlSize,
  TOKENS,
  type Tokens,
  tokenProperties,
} from './tokens/tokens';
export {
  TYPEAHEAD_DEBOUNCE_MS,
  Typeahead,
  type TypeaheadMatchMode,
  type TypeaheadOption,
  type TypeaheadProps,
} from './typeahead/Typeahead';
export {
  cssUrl,
  normalizeColor,
  WHITELABEL_PROPERTIES,
  type WhitelabelSettings,
  whitelabelStyle,
} from './whitelabel/whitelabel';
