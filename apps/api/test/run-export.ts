import type { ExportFile, Session } from '@plaudit/api-client/schemas';
import { expect } from 'vitest';
import { createJobRunners } from '../src/app-jobs';
import { createWorker } from '../src/jobs/worker';
import { parseCsv } from './parse-csv';
import { json } from './read-json';
import { loginAs, startTestApi, type TestApi } from './test-api';

export { json };

/** Exports `resource` for `filters` as the session's account and returns the CSV's rows. */
export type ExportCsv = (
  resource: string,
  filters: Record<string, unknown>,
  session?: Session,
) => Promise<string[][]>;

export type ExportTest = {
  api: TestApi;
  /** admin@demo.test (Blue Fern Bistro), the default session of `exportCsv`. */
  admin: Session;
  /** An administrator of Evergreen Family Health (another account). */
  evergreen: Session;
  exportCsv: ExportCsv;
};

/**
 * The export tests' set-up: a test API, two administrators of different accounts and a job
 * worker (no back-off, no log). `exportCsv` runs one export end to end: POST /export_files, run the worker, check the
 * file is done, download it and parse the CSV.
 */
export async function startExportTest(): Promise<ExportTest> {
  const api = await startTestApi();
  const [admin, evergreen] = await Promise.all([
    api.login('admin@demo.test'),
    loginAs(api, 'Evergreen Family Health', 'administrator'),
  ]);
  const worker = createWorker({
    db: api.db,
    runners: createJobRunners(api.deps),
    backoffMs: () => 0,
    log: () => {},
  });
  const exportCsv: ExportCsv = async (resource, filters, session = admin) => {
    const created = await json<ExportFile>(
      await api.request(`/api/export_files/${session.account_id}`, {
        method: 'POST',
        auth: session,
        json: { resource, filters },
      }),
      201,
    );
    await worker.runDue();
    const done = await json<ExportFile>(
      await api.request(`/api/export_files/${created.id}`, { auth: session }),
      200,
    );
    expect(done.status, done.status_reason ?? '').toBe('done');
    // A path on the server that answered.
    const res = await api.request(done.file_url!);
    expect(res.status).toBe(200);
    return parseCsv(await res.text());
  };
  return { api, admin, evergreen, exportCsv };
}
