import { migrate } from './src/db/migrate';
import { openDatabase } from './src/db/open-database';
import { seedDemo } from './src/seed/seed-demo';
import { recordReviewInsights } from './src/areas/insights/record-insights';
import { sql } from 'kysely';
const h = await openDatabase({ dataDir: 'memory://' });
await migrate(h.db);
const t0 = performance.now();
const r = await seedDemo(h.db);
console.log('seedDemo ms', Math.round(performance.now() - t0), r.counts.reviews);
const k = await sql`SELECT count(*) n, count(distinct keyword_id) d FROM review_keywords`.execute(h.db);
const cc = await sql`SELECT category, count(*) n FROM review_categories GROUP BY 1 ORDER BY 2 DESC`.execute(h.db);
console.log(k.rows, cc.rows);
const top = await sql`SELECT k.short, count(*) n, sum((sentiment=1)::int) p, sum((sentiment=-1)::int) neg FROM review_keywords rk JOIN insight_keywords k ON k.id = rk.keyword_id GROUP BY 1 ORDER BY 2 DESC LIMIT 25`.execute(h.db);
console.log(top.rows.map((r: any) => `${r.short} ${r.n} +${r.p} -${r.neg}`).join('\n'));
// timing of the insights part alone (re-run is a no-op insert but measures analysis)
const t1 = performance.now(); await recordReviewInsights(h.db); console.log('rerun ms', Math.round(performance.now()-t1));
await h.close();
