import type { ExportFile } from '@plaudit/api-client/schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/run-export';
import { scheduleWeeklyExport, sendDueExports } from '../../../test/send-scheduled-exports';
import { PNG_SCALE } from './render-file';
import { REPORT_WIDTH, reportHeight } from './render-svg';
import { visualReportsTest } from './visual-reports-test';

/** Visual reports as files: PNG and PDF, immediate and scheduled by e-mail. */
const t = visualReportsTest();
const { create } = t;

describe('visual reports as files', () => {
  it('exports a report as a PNG of the expected size and as a PDF', async () => {
    const r = await create(t.admin, {
      name: 'Quay <export> & "co"',
      location_id: t.locationId,
      blocks: [{ kind: 'rating_over_time' }, { kind: 'by_source' }, { kind: 'sentiment' }],
    });
    const download = async (file_type: 'png' | 'pdf') => {
      const created = await json<ExportFile>(
        await t.api.request(`/api/export_files/${t.admin.account_id}`, {
          method: 'POST',
          auth: t.admin,
          json: {
            resource: 'visual_report',
            resource_id: r.id,
            file_type,
            filters: { report_id: r.id, file_type, from: '2005-03-01', to: '2005-04-30' },
          },
        }),
        201,
      );
      await t.api.runJobs();
      const done = await json<ExportFile>(
        await t.api.request(`/api/export_files/${created.id}`, { auth: t.admin }),
        200,
      );
      expect(done.status, done.status_reason ?? '').toBe('done');
      // Named after the report (a safe slug of its name), not export-{date}.
      expect(done.file_name).toMatch(
        new RegExp(`^quay-export-co-\\d{4}-\\d{2}-\\d{2}\\.${file_type}$`),
      );
      const res = await t.api.request(done.file_url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        file_type === 'png' ? 'image/png' : 'application/pdf',
      );
      return Buffer.from(await res.arrayBuffer());
    };
    const png = await download('png');
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(REPORT_WIDTH * PNG_SCALE);
    expect(meta.height).toBe(reportHeight(3) * PNG_SCALE);
    const pdf = await download('pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);

    // Another account's report, or one not shared with the user, cannot be exported.
    const other = await t.api.request(`/api/export_files/${t.evergreen.account_id}`, {
      method: 'POST',
      auth: t.evergreen,
      json: { resource: 'visual_report', file_type: 'png', filters: { report_id: r.id } },
    });
    expect(other.status).toBe(404);
    const missing = await t.api.request(`/api/export_files/${t.admin.account_id}`, {
      method: 'POST',
      auth: t.admin,
      json: { resource: 'visual_report', file_type: 'png', filters: {} },
    });
    expect(missing.status).toBe(400);
  });

  it('schedules a report by e-mail and sends it once, with the PDF attached', async () => {
    const r = await create(t.admin, {
      name: 'Weekly quay',
      location_id: t.locationId,
      blocks: [{ kind: 'volume_over_time' }],
    });
    const e = await scheduleWeeklyExport(t.api, t.admin, {
      display_name: 'Quay weekly report',
      export_type: 'visual_report',
      resource_id: r.id,
      filters: { dateDescriptor: 'thirtyDays', report_id: r.id, file_type: 'pdf' },
    });
    expect(e.filters).toEqual(expect.objectContaining({ report_id: r.id, file_type: 'pdf' }));
    const sent = (await sendDueExports(t.api, [e.id])).filter(
      (m) => m.subject === 'Quay weekly report',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(['manager@demo.test']);
    expect(sent[0]!.text).toContain('The report is attached.');
    const file = sent[0]!.attachments![0]!;
    expect(file.filename).toMatch(/^weekly-quay-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(file.contentType).toBe('application/pdf');
    expect(
      Buffer.from(file.content as Buffer)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
