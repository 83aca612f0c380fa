/** A time zone as the account form offers it: its IANA name and its offset now. */
export type TimeZoneOption = { value: string; label: string };

/** `GMT-07:00` style offset of `timeZone` at `at` ('' when the browser cannot say). */
export function offsetOf(timeZone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** `America/Los_Angeles` → `America/Los Angeles (GMT-07:00)`. */
export function timeZoneLabel(timeZone: string, at = new Date()): string {
  const offset = offsetOf(timeZone, at);
  const name = timeZone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}

let cached: TimeZoneOption[] | null = null;

/**
 * The browser's IANA time zones (plus UTC), by name, and `current` when the browser does not
 * list it (another ICU version may name it differently): the server accepts the same list.
 */
export function timeZoneOptions(current?: string): TimeZoneOption[] {
  cached ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')].map(
    (value) => ({ value, label: timeZoneLabel(value) }),
  );
  if (!current || cached.some((o) => o.value === current)) return cached;
  return [{ value: current, label: timeZoneLabel(current) }, ...cached];
}
