import { type DayHours, WEEKDAYS, type Weekday, type WeekHours } from '@plaudit/api-client/schemas';
import type { HoursKind } from './demo-data';
import type { Random } from './random';

const open = (...ranges: [string, string][]): DayHours => ({
  open: true,
  is_24_hours: false,
  hours: ranges.map(([open_time, close_time]) => ({ open_time, close_time })),
});
const closed: DayHours = { open: false, is_24_hours: false, hours: [] };
const allDay: DayHours = { open: true, is_24_hours: true, hours: [] };

/** Weekly opening hours in the shape the location form edits. */
export function buildHours(kind: HoursKind): WeekHours {
  const week = (f: (day: Weekday) => DayHours) =>
    Object.fromEntries(WEEKDAYS.map((d) => [d, f(d)])) as WeekHours;
  const standard = (d: string) =>
    d === 'friday' || d === 'saturday'
      ? open(['11:00', '23:00'])
      : d === 'sunday'
        ? open(['10:00', '21:00'])
        : open(['11:00', '22:00']);
  switch (kind) {
    case 'standard':
      return week(standard);
    case 'split':
      return week((d) =>
        d === 'saturday'
          ? open(['10:00', '23:00'])
          : d === 'sunday'
            ? open(['10:00', '15:00'])
            : open(['11:00', '14:30'], ['17:00', '22:00']),
      );
    case 'all_day':
      return week(() => allDay);
    case 'closed_mondays':
      return week((d) => (d === 'monday' ? closed : standard(d)));
    case 'airport':
      return week(() => open(['05:00', '21:00']));
    case 'clinic':
      return week((d) =>
        d === 'sunday'
          ? closed
          : d === 'saturday'
            ? open(['09:00', '13:00'])
            : d === 'thursday'
              ? open(['08:00', '19:00'])
              : open(['08:00', '17:00']),
      );
    case 'urgent':
      return week(() => open(['08:00', '20:00']));
    case 'cafe':
      return week((d) =>
        d === 'saturday' || d === 'sunday' ? open(['07:00', '16:00']) : open(['06:30', '15:00']),
      );
  }
}

const PLACE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A Google-place-id-shaped string ("ChIJ" + 23 characters). */
export function buildPlaceId(rng: Random): string {
  let id = 'ChIJ';
  for (let i = 0; i < 23; i++) id += PLACE_ID_ALPHABET[rng.int(0, PLACE_ID_ALPHABET.length - 1)];
  return id;
}

/** A 10-digit NPI with a valid check digit (Luhn over the "80840" prefix). */
export function buildNpi(rng: Random): string {
  let base = String(rng.pick([1, 1, 1, 2]));
  for (let i = 0; i < 8; i++) base += String(rng.int(0, 9));
  const digits = `80840${base}`;
  let sum = 0;
  // Double every second digit counted from the right of the payload (the check digit goes after it).
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return base + String((10 - (sum % 10)) % 10);
}

export const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
