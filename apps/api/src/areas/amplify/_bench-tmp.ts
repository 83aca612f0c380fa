import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApi } from '../../app';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { memoryMail } from '../../providers/mail';
import { seedDemo } from '../../seed/seed-demo';
import { seedDemoWidgets } from '../../seed/seed-widgets';

const h = await openDatabase({ dataDir: 'memory://' });
await migrate(h.db);
const seeded = await seedDemo(h.db);
const widgets = await seedDemoWidgets(h.db, seeded.accountIds.blueFern);
const api = createApi({
  db: h.db,
  dbKind: h.kind,
  providers: { mail: memoryMail() },
  publicOrigin: 'http://x',
});
const s = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => s.once('listening', r));
const port = (s.address() as AddressInfo).port;
const run = async (url: string) => {
  const r = await autocannon({ url, connections: 10, duration: 3 });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
  };
};
for (const w of widgets) {
  const url = `http://127.0.0.1:${port}/api/public/widgets/${w.id}`;
  const t0 = performance.now();
  const body = await (await fetch(url)).text();
  // uncached build time
  const { forgetPublicWidget } = await import('./public-widget');
  forgetPublicWidget(h.db, w.id);
  const t1 = performance.now();
  await fetch(url);
  const build = performance.now() - t1;
  const bare = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=60',
    });
    res.end(body);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
  const oursR = []; const baseR = [];
  for (let k = 0; k < 3; k++) { oursR.push(await run(url)); baseR.push(await run(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`)); }
  const best = (xs: { rps: number }[]) => xs.reduce((a, b) => (b.rps > a.rps ? b : a));
  const ours = best(oursR); const base = best(baseR);
  bare.close();
  console.log(
    w.widget_type,
    `bytes=${body.length}`,
    `build=${build.toFixed(1)}ms`,
    `first=${(t1 - t0).toFixed(1)}ms`,
    'ours',
    ours,
    'bare',
    base,
    `ratio=${(ours.rps / base.rps).toFixed(2)}`,
  );
}
s.close();
await h.close();
