/**
 * Times of day as people type them and as the API stores them (HH:mm), one
 * parser for the hours editor, holiday hours and the bulk holiday entry.
 */

const H24 = /^(\d{1,2}):([0-5]\d)$/;
const H12 = /^(\d{1,2})(?::([0-5]\d))?\s?([AaPp])\.?[Mm]\.?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A typed time as HH:mm, or null. Accepted (spec 2 section 3): H:mm, HH:mm,
 * h:mm A, hh:mm A, h:mmA, hh:mmA (am/pm in any case, "a.m." too); with
 * `hourOnly` also "h A" (the bulk holiday entry).
 */
export function parseTime(input: string, options: { hourOnly?: boolean } = {}): string | null {
  const s = input.trim();
  let m = H24.exec(s);
  if (m) {
    const h = Number(m[1]);
    return h <= 23 ? `${pad(h)}:${m[2]}` : null;
  }
  m = H12.exec(s);
  if (!m || (m[2] === undefined && !options.hourOnly)) return null;
  const h = Number(m[1]);
  if (h < 1 || h > 12) return null;
  const pm = m[3]!.toLowerCase() === 'p';
  return `${pad((h % 12) + (pm ? 12 : 0))}:${m[2] ?? '00'}`;
}

/** HH:mm shown as h:mm A ('13:30' → '1:30 PM'); text that is not HH:mm is returned as is. */
export function formatTime12(hhmm: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h >= 12 ? 'PM' : 'AM'}`;
}
