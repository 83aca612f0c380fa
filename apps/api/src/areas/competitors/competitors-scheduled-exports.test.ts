import type { ScheduledExport } from '@plaudit/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/parse-csv';
import { json } from '../../../test/run-export';
import { createJobRunners } from '../../app-jobs';
import { ensureRecurringJob } from '../../jobs/queue';
import { createWorker } from '../../jobs/worker';
import { SCHEDULER_JOB, scheduledExportSchedulerJob } from '../scheduled-exports/jobs';
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
        await json<ScheduledExport>(
          await t.api.request('/api/scheduled_exports', {
            method: 'POST',
            auth: t.admin,
            json: {
              display_name: name,
              export_type: type,
              filters: { dateDescriptor: 'twelveMonths', location_id: t.locationId, rating: ['5'] },
              recipient_emails: ['manager@demo.test'],
              email_frequency: 'weekly',
              weekday: 'monday',
              scheduled_time: '07:00',
            },
          }),
          201,
        ),
      );
    for (const e of created) {
      expect(e.filters).toEqual(expect.objectContaining({ location_id: t.locationId }));
      expect(e.filters).not.toHaveProperty('rating');
    }
    await t.api.db
      .updateTable('scheduled_exports')
      .set({ next_run_at: new Date(Date.now() - 60_000) })
      .where(
        'id',
        'in',
        created.map((e) => e.id),
      )
      .execute();
    const before = t.api.mail.sent.length;
    await ensureRecurringJob(t.api.db, scheduledExportSchedulerJob);
    const worker = createWorker({
      db: t.api.db,
      runners: createJobRunners(t.api.deps),
      backoffMs: () => 0,
      log: () => {},
    });
    await worker.runDue();
    // Another tick sends nothing more.
    await t.api.db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('kind', '=', SCHEDULER_JOB)
      .execute();
    await worker.runDue();
    const sent = t.api.mail.sent.slice(before);
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
