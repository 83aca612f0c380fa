import type { ScheduledExport } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { scheduleWeeklyExport, sendDueExports } from '../../../test/send-scheduled-exports';
import { competitorExportsTest, LOCATION, LOCATIONS_CSV } from './competitor-exports-test';

/** The competitor exports scheduled by e-mail. */
const t = competitorExportsTest();

describe('scheduled competitor exports', () => {
  it('schedules both competitor exports and sends each once', async () => {
    const created: ScheduledExport[] = [];
    for (const [type, name] of [
      ['competitors_overview', 'Harbour competitors'],
      ['competitors_brands', 'Harbour brands'],
    ] as const)
      created.push(
        await scheduleWeeklyExport(t.api, t.admin, {
          display_name: name,
          export_type: type,
          filters: { dateDescriptor: 'twelveMonths', location_id: t.locationId, rating: ['5'] },
        }),
      );
    for (const e of created) {
      expect(e.filters).toEqual(expect.objectContaining({ location_id: t.locationId }));
      expect(e.filters).not.toHaveProperty('rating');
    }
    const sent = await sendDueExports(
      t.api,
      created.map((e) => e.id),
    );
    expect(sent).toHaveLength(2);
    const csvOf = (subject: string) => {
      const m = sent.find((x) => x.subject === subject)!;
      expect(m.to).toEqual(['manager@demo.test']);
      const file = m.attachments![0]!;
      expect(file.filename).toMatch(/^export-\d{4}-\d{2}-\d{2}\.csv$/);
      return parseCsv(String(file.content).replace(/^\uFEFF/, ''));
    };
    // The last twelve months: the same places, no 2005 review.
    const locations = csvOf('Harbour competitors');
    expect(locations[0]).toEqual(LOCATIONS_CSV[0]);
    expect(locations.slice(1).map((r) => [r[1], r[5]])).toEqual([
      [LOCATION, '0'],
      ['Corner Diner', '0'],
      ['Harbour Grill', '0'],
    ]);
    const brands = csvOf('Harbour brands');
    expect(brands[0]![0]).toBe('Name');
    expect(brands[1]!.slice(0, 3)).toEqual(['Blue Fern Bistro', 'My business', '1']);
    expect(brands.map((r) => r[0])).toContain('Harbour Grill Group');
  });
});
