// Guard (node project): the console and its hooks write dates, months, chart periods and relative
// times only through the one formatter (`lib/format.ts`, which is ui-kit's, which is
// @plaudit/api-client's), so a screen cannot drift back to its own date format. A place whose
// format a specification fixes is allowed below with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['apps/console/src', 'packages/hooks/src'];

/** Files that format dates themselves, and why. */
const ALLOWED: Record<string, string> = {
  'apps/console/src/features/exports/export-poller.ts':
    'the CSV file name is `export-{yyyy-MM-dd}.csv` by the specification',
  'apps/console/src/features/local-listings/listing-logic.ts':
    'last checked dates are M/D/YYYY and Auto Sync\'s "M/D/YYYY at h:mm a" by the specification',
  'apps/console/src/features/accounts/time-zones.ts':
    'names each time zone by its UTC offset ("GMT-06:00"), no date is shown',
};

/** Ways of writing a date by hand, each with what to use instead. */
const HAND_MADE: { pattern: RegExp; what: string }[] = [
  { pattern: /\.toLocale(Date|Time)String\(/, what: 'Date#toLocaleDateString/TimeString' },
  { pattern: /Date\([^)]*\)\.toLocaleString\(/, what: 'Date#toLocaleString' },
  // Reading the browser's zone (`Intl.DateTimeFormat().resolvedOptions()`) formats nothing.
  {
    pattern: /Intl\.DateTimeFormat\((?!\)\.resolvedOptions)/,
    what: 'an ad hoc Intl.DateTimeFormat',
  },
  { pattern: /Intl\.RelativeTimeFormat/, what: 'an ad hoc Intl.RelativeTimeFormat' },
  {
    pattern:
      /import\s*\{[^}]*\b(format|formatDistance|formatDistanceToNow|formatDistanceStrict|formatRelative|lightFormat|intlFormat|intlFormatDistance)\b[^}]*\}\s*from\s*'date-fns'/,
    what: "date-fns's formatting",
  },
  {
    pattern: /['"]Jan(uary)?['"]\s*,\s*['"]Feb(ruary)?['"]/,
    what: 'a hand-made list of month names',
  },
];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Each hand-made date format in `text`, as "what (line n)". */
export function handMadeDates(text: string): string[] {
  // Multi-line imports are read as one line.
  const flat = text.replace(/import\s*\{[^}]*\}/g, (m) => m.replace(/\s+/g, ' '));
  return flat
    .split('\n')
    .flatMap((line, i) =>
      HAND_MADE.filter((h) => h.pattern.test(line)).map((h) => `${h.what} (line ${i + 1})`),
    );
}

describe('dates on screen', () => {
  it('recognises the hand-made formats it guards against', () => {
    expect(handMadeDates("import { formatDistanceToNow } from 'date-fns';")).toHaveLength(1);
    expect(handMadeDates("import {\n  addDays,\n  format,\n} from 'date-fns';")).toHaveLength(1);
    expect(handMadeDates("import { addDays, isValid } from 'date-fns';")).toEqual([]);
    expect(handMadeDates("d.toLocaleDateString('en-US')")).toHaveLength(1);
    expect(handMadeDates('new Date(x).toLocaleString()')).toHaveLength(1);
    expect(handMadeDates('n.toLocaleString()')).toEqual([]);
    expect(handMadeDates("new Intl.DateTimeFormat('en', { month: 'short' })")).toHaveLength(1);
    expect(handMadeDates('Intl.DateTimeFormat().resolvedOptions().timeZone')).toEqual([]);
    expect(handMadeDates("const M = ['Jan', 'Feb', 'Mar'];")).toHaveLength(1);
  });

  it('are written only through the formatter, outside the places a specification fixes', () => {
    const files = SCANNED.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((f) => !(f in ALLOWED))
      .flatMap((f) => handMadeDates(readFileSync(join(ROOT, f), 'utf8')).map((h) => `${f}: ${h}`));
    expect(
      found,
      'use formatDate, formatDateTime, formatMonth, formatPeriod or formatRelative from lib/format',
    ).toEqual([]);
  });

  it('allows only files that still need it', () => {
    const stale = Object.keys(ALLOWED).filter(
      (f) => handMadeDates(readFileSync(join(ROOT, f), 'utf8')).length === 0,
    );
    expect(stale.map((f) => relative(ROOT, join(ROOT, f)))).toEqual([]);
  });
});
