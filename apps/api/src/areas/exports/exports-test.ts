import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll } from 'vitest';
import { json } from '../../../test/read-json';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';
import { createJobRunners } from '../../app-jobs';
import { createWorker, type Worker } from '../../jobs/worker';

export { json };

/**
 * The API on a fresh copy of the demo data, signed in as Blue Fern's admin, user and Read Only
 * user, Evergreen's admin and the trial's user, with a job worker. Its fields are filled once
 * the file's `beforeAll` ran.
 */
export function exportsTest() {
  const t = {} as {
    api: TestApi;
    admin: Session;
    user: Session;
    readOnly: Session;
    evergreen: Session;
    trial: Session;
    worker: Worker;
  };
  beforeAll(async () => {
    t.api = await startTestApi();
    [t.admin, t.user, t.readOnly, t.evergreen, t.trial] = await Promise.all([
      t.api.login('admin@demo.test'),
      t.api.login('user@demo.test'),
      t.api.login('readonly@demo.test'),
      loginAs(t.api, 'Evergreen Family Health', 'administrator'),
      t.api.login('trial@demo.test'),
    ]);
    t.worker = createWorker({
      db: t.api.db,
      runners: createJobRunners(t.api.deps),
      backoffMs: () => 0,
      log: () => {},
    });
  });
  afterAll(() => t.api.close());
  return t;
}
