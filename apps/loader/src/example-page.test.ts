import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../api/seed/seed-demo';
import { demoWidgetId } from '../../api/seed/seed-widgets';
import { migrate } from '../../api/src/db/migrate';
import { type Db, openDatabase } from '../../api/src/db/open-database';

/**
 * examples/script-tag/index.html names the demo widgets of "Blue Fern Bistro" by id: the ids
 * must stay those the demo seed publishes, or the example page would show four warnings.
 */
type Kind = Parameters<typeof demoWidgetId>[1];
const KINDS: Kind[] = ['teaser', 'full_page', 'star_snapshot', 'location_info'];

const html = readFileSync(
  new URL('../../../examples/script-tag/index.html', import.meta.url),
  'utf8',
);

/** kind → id of every placeholder in the page (each carries data-plaudit-kind). */
const placeholders = [...html.matchAll(/<div\b[^>]*\bdata-plaudit-widget="[^"]*"[^>]*>/g)].map(
  ([tag]) => ({
    id: /data-plaudit-widget="([^"]*)"/.exec(tag)![1]!,
    kind: /data-plaudit-kind="([^"]*)"/.exec(tag)?.[1],
  }),
);

let handle: Awaited<ReturnType<typeof openDatabase>>;
let db: Db;

beforeAll(async () => {
  // A small seed: account and widget ids do not depend on how many reviews there are.
  handle = await openDatabase({ dataDir: 'memory://' });
  db = handle.db;
  await migrate(handle);
  await seedDemo(db, { reviewScale: 0.02 });
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('examples/script-tag', () => {
  it('embeds each widget kind once, with the snippet of the architecture', () => {
    expect(placeholders.map((p) => p.kind).sort()).toEqual([...KINDS].sort());
    expect(html).toContain('<script async src="/embed/loader.js"></script>');
    // No inline scripts or styles: the page works under a strict Content-Security-Policy.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style\b|\sstyle="/);
  });

  it('uses the published demo widgets of Blue Fern Bistro', async () => {
    const account = await db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Blue Fern Bistro')
      .executeTakeFirstOrThrow();
    const widgets = await db
      .selectFrom('widgets')
      .select(['id', 'widget_type', 'published'])
      .where('account_id', '=', account.id)
      .execute();
    for (const { id, kind } of placeholders) {
      expect(id, kind).toBe(demoWidgetId(account.id, kind as Kind));
      expect(widgets, kind).toContainEqual({ id, widget_type: kind, published: true });
    }
  });
});
