import {
  type PartnerScorecardOverview,
  type PartnerScorecardPlace,
  partnerScorecardAccountQuery,
  partnerScorecardCreateBody,
  partnerScorecardLeadsQuery,
  partnerScorecardListQuery,
  partnerScorecardPlacesQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { authenticate } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { halList, likeContains, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, guard, requirePermission, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { competitorPlacesOf } from '../../providers/competitor-places';
import {
  findScorecard,
  type LeadRow,
  leadsQuery,
  SCORECARD_COLUMNS,
  type ScorecardRow,
  scorecardsQuery,
  serializeLead,
  withLatest,
} from './scorecard-reads';
import { createScorecard, placesCall, rerunScorecard } from './scorecard-store';

const DAY = 86_400_000;

/**
 * /partner_scorecards: a partner account's reputation scorecards of prospect businesses
 * (spec 1: PARTNER_SCORECARD create and read). Each run is a snapshot; the public
 * page and its lead form are in public-routes.ts.
 */
export function partnerScorecardsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'PartnerScorecard',
      list: 'partner_scorecards',
    }),
    allow('partner_scorecard', 'read'),
    input('query', partnerScorecardListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = scopedAccountId(c.var.auth, q.account_id);
      const { db } = c.var.deps;
      let base = scorecardsQuery(db, accountId);
      if (q.keywords)
        base = base.where((eb) =>
          eb.or([
            eb('c.business_name', 'ilike', likeContains(q.keywords as string)),
            eb('c.address', 'ilike', likeContains(q.keywords as string)),
          ]),
        );
      const count = base.select((eb) => eb.fn.countAll<number>().as('total'));
      const by = q.sort?.by ?? 'created_at';
      const order = q.sort?.order ?? (by === 'business_name' ? 'asc' : 'desc');
      const sortExpr = {
        business_name: sql`lower(c.business_name)`,
        created_at: sql`c.created_at`,
        score: sql`(select s.score from partner_scorecard_snapshots s where s.scorecard_id = c.id order by s.created_at desc, s.id desc limit 1)`,
      }[by];
      const sorted = base
        .select(SCORECARD_COLUMNS)
        .orderBy(sql`${sortExpr} ${sql.raw(order)} nulls last`)
        .orderBy('c.id', 'desc');
      const { rows, total } = await pageOf(sorted, count, q);
      const items = await withLatest(db, accountId, rows as ScorecardRow[]);
      return c.json(halList(c.req.url, 'partner_scorecards', items, total, q.page, q.per_page));
    },
  );

  app.get(
    '/overview',
    describeRoute({
      returns: 'PartnerScorecardOverview',
      summary: 'Counts, the newest scorecards and leads (the partner tools landing)',
    }),
    allow('partner_scorecard', 'read'),
    input('query', partnerScorecardAccountQuery),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = scopedAccountId(c.var.auth, q.account_id);
      const { db } = c.var.deps;
      const since = new Date(Date.now() - 30 * DAY);
      const [cards, leads, recentRows, recentLeads] = await Promise.all([
        db
          .selectFrom('partner_scorecards')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('partner_scorecard_leads')
          .select([
            sql<number>`count(*)::int`.as('n'),
            sql<number>`count(*) filter (where created_at >= ${since.toISOString()}::timestamptz)::int`.as(
              'recent',
            ),
          ])
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow(),
        scorecardsQuery(db, accountId)
          .select(SCORECARD_COLUMNS)
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(5)
          .execute(),
        leadsQuery(db, accountId)
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(5)
          .execute(),
      ]);
      const answer: PartnerScorecardOverview = {
        scorecards: Number(cards.n),
        leads: Number(leads.n),
        leads_last_30_days: Number(leads.recent),
        recent: await withLatest(db, accountId, recentRows as ScorecardRow[]),
        recent_leads: recentLeads.map((r) => serializeLead(r as LeadRow)),
      };
      return c.json(answer);
    },
  );

  app.get(
    '/shared',
    describeRoute({
      returns: 'PartnerScorecard',
      list: 'partner_scorecards',
      summary: "A child account's scorecards: those its partner prepared of its locations",
    }),
    // A parent account has no locations (its answer is empty); a child needs to read its own.
    guard((auth) => {
      if (!auth.isParent) requirePermission(auth, 'location', 'read');
    }),
    async (c) => {
      const { auth } = c.var;
      const { db } = c.var.deps;
      const account = await db
        .selectFrom('accounts')
        .select('parent_id')
        .where('id', '=', auth.accountId)
        .executeTakeFirst();
      const parent = account?.parent_id ?? null;
      if (auth.isParent || parent === null)
        return c.json(halList(c.req.url, 'partner_scorecards', [], 0, 1, 25));
      const rows = await scorecardsQuery(db, parent)
        .select(SCORECARD_COLUMNS)
        .where('c.google_place_id', 'in', (eb) =>
          eb
            .selectFrom('locations')
            .select('google_place_id')
            .where('account_id', '=', auth.accountId)
            .where('google_place_id', 'is not', null)
            .$narrowType<{ google_place_id: string }>(),
        )
        .orderBy('c.created_at', 'desc')
        .limit(25)
        .execute();
      const items = (await withLatest(db, parent, rows as ScorecardRow[])).map((s) => ({
        ...s,
        // The partner's own people and leads are not the child's to see.
        created_by_name: null,
        leads_count: 0,
      }));
      return c.json(halList(c.req.url, 'partner_scorecards', items, items.length, 1, 25));
    },
  );

  app.get(
    '/places',
    describeRoute({
      returns: 'PartnerScorecardPlace',
      list: 'places',
      summary: 'The place search a scorecard starts from',
    }),
    allow('partner_scorecard', 'create'),
    input('query', partnerScorecardPlacesQuery),
    async (c) => {
      const q = c.req.valid('query');
      scopedAccountId(c.var.auth, q.account_id);
      const found = await placesCall(() =>
        competitorPlacesOf(c.var.deps).searchPlaces(q.keywords, null),
      );
      const places: PartnerScorecardPlace[] = found.map((p) => ({
        google_place_id: p.google_place_id,
        name: p.name,
        address: p.address,
        rating: p.rating,
        review_count: p.rating_count,
      }));
      return c.json(halList(c.req.url, 'places', places, places.length, 1, 10));
    },
  );

  app.get(
    '/:id',
    describeRoute({ returns: 'PartnerScorecardDetail' }),
    allow('partner_scorecard', 'read'),
    async (c) => c.json(await findScorecard(c.var.deps.db, c.var.auth.accountId, readId(c))),
  );

  app.get(
    '/:id/leads',
    describeRoute({
      returns: 'PartnerScorecardLead',
      list: 'leads',
    }),
    allow('partner_scorecard', 'read'),
    input('query', partnerScorecardLeadsQuery),
    async (c) => {
      const id = readId(c);
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      const accountId = c.var.auth.accountId;
      const card = await db
        .selectFrom('partner_scorecards')
        .select('id')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!card) throw notFound('Scorecard');
      const base = leadsQuery(db, accountId).where('l.scorecard_id', '=', id);
      const count = db
        .selectFrom('partner_scorecard_leads')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('account_id', '=', accountId)
        .where('scorecard_id', '=', id);
      const order = q.sort?.order ?? 'desc';
      const { rows, total } = await pageOf(
        base.orderBy('l.created_at', order).orderBy('l.id', order),
        count,
        q,
      );
      return c.json(
        halList(
          c.req.url,
          'leads',
          rows.map((r) => serializeLead(r as LeadRow)),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );

  app.post(
    '/',
    describeRoute({
      returns: 'PartnerScorecardDetail',
      status: 201,
      summary: "Prepares a place's scorecard: reviews, listings and competitors, then the grade",
    }),
    allow('partner_scorecard', 'create'),
    input('json', partnerScorecardCreateBody),
    async (c) => {
      const body = c.req.valid('json');
      const accountId = scopedAccountId(c.var.auth, body.account_id);
      const id = await createScorecard(
        c.var.deps,
        accountId,
        body.google_place_id,
        c.var.auth.userId,
      );
      return c.json(await findScorecard(c.var.deps.db, accountId, id), 201);
    },
  );

  app.post(
    '/:id/runs',
    describeRoute({
      returns: 'PartnerScorecardDetail',
      status: 201,
      summary: 'Runs the scorecard again: a new snapshot, the earlier ones kept',
    }),
    allow('partner_scorecard', 'create'),
    async (c) => {
      const id = readId(c);
      const accountId = c.var.auth.accountId;
      await rerunScorecard(c.var.deps, accountId, id);
      return c.json(await findScorecard(c.var.deps.db, accountId, id), 201);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ status: 204, summary: 'Deletes the scorecard with its snapshots and leads' }),
    allow('partner_scorecard', 'delete'),
    async (c) => {
      const id = readId(c);
      const gone = await c.var.deps.db
        .deleteFrom('partner_scorecards')
        .where('account_id', '=', c.var.auth.accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!Number(gone.numDeletedRows)) throw notFound('Scorecard');
      return c.body(null, 204);
    },
  );

  return app;
}
