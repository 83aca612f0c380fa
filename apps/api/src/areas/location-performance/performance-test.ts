import type { Session } from '@plaudit/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../../test/test-api';

/** A HAL list as the location performance routes answer it. */
export type List<T> = {
  _embedded: Record<string, T[]>;
  _total: number;
  _total_pages: number;
  _page: number;
  _links: { next: { href: string } | null };
};

/**
 * The API on a fresh copy of the demo data, signed in as Blue Fern's admin, Evergreen's admin
 * and the partner, with calls that check the status. Its fields are filled once the file's
 * `beforeAll` ran.
 */
export function performanceTest() {
  const t = {} as { api: TestApi; admin: Session; evergreen: Session; partner: Session };
  const get = async <T>(path: string, auth: Session, status = 200): Promise<T> => {
    const res = await t.api.request(path, { auth });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
    return (await res.json()) as T;
  };
  /** The rows of the location performance overview for a query. */
  const overview = <T>(query: string, auth: Session) =>
    get<List<T>>(`/api/location_performance_overview?${query}`, auth).then(
      (b) => b._embedded.location_performance_overview!,
    );

  beforeAll(async () => {
    t.api = await startTestApi();
    [t.admin, t.evergreen, t.partner] = await Promise.all([
      t.api.login('admin@demo.test'),
      loginAs(t.api, 'Evergreen Family Health', 'administrator'),
      t.api.login('partner@demo.test'),
    ]);
  });
  afterAll(() => t.api.close());
  return Object.assign(t, { get, overview });
}
