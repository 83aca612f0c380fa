import {
  type ChildReview,
  childReviewListQuery,
  fillResponseTemplate,
  narrowPermissions,
  type PermissionSummary,
  rankResponseTemplates,
  responseCreateBody,
  responseDraftCreateBody,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate, loadSettings } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { derivePermissions } from '../../http/derive-permissions';
import { forbidden, notFound } from '../../http/errors';
import { halList, likeContains } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, allowScope, guard } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { requirePartner } from '../partner-account-reports/routes';
import { type DraftTarget, streamDraft, writeDraft } from '../response-drafts/draft-answer';
import { requireSmartResponses } from '../response-drafts/routes';
import { createReviewResponse } from '../responses/create-response';
import { findResponse, serializeResponse } from '../responses/responses';

/**
 * What a partner user may do in a child account: exactly what a shadow session into it
 * (POST /shadow_user/tokens) gives them, the child grid of their user type with the child
 * account's settings. So a partner Admin, Manager, User or Limited User may answer; a Read
 * Only partner user reads the queue but may not answer. With an app's access token, narrowed to
 * its scopes.
 */
export async function permissionsInChild(
  db: Db,
  auth: AuthContext,
  childId: number,
): Promise<PermissionSummary> {
  const permissions = derivePermissions(auth.userType, await loadSettings(db, childId), false);
  // An app's access token reaches no further in the child than its scopes.
  return auth.oauth ? narrowPermissions(permissions, auth.oauth.scopes) : permissions;
}

/** The partner's child accounts' reviews that have no response yet (`r`, `a`, `l`, `s`). */
function queueOf(db: Db, parentId: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .innerJoin('sources as s', 's.id', 'r.source_id')
    .where('a.parent_id', '=', parentId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('responses as p')
            .select('p.id')
            .whereRef('p.review_id', '=', 'r.id')
            .whereRef('p.account_id', '=', 'r.account_id'),
        ),
      ),
    );
}

/** /child_reviews: the partner's queue of child-account reviews without a response. */
export function childReviewsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({
      returns: 'ChildReview',
      list: 'reviews',
      summary: "The child accounts' reviews without a response, newest (or oldest) first",
    }),
    allow('review', 'read'),
    guard(requirePartner),
    input('query', childReviewListQuery),
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const q = c.req.valid('query');
      let base = queueOf(db, auth.accountId);
      if (q.child_account_id !== undefined) {
        const child = await db
          .selectFrom('accounts')
          .select('id')
          .where('id', '=', q.child_account_id)
          .where('parent_id', '=', auth.accountId)
          .executeTakeFirst();
        if (!child) throw notFound('Account');
        base = base.where('r.account_id', '=', child.id);
      }
      if (q.published_after)
        base = base.where('r.published_at', '>=', new Date(`${q.published_after}T00:00:00Z`));
      if (q.published_before)
        base = base.where(
          'r.published_at',
          '<',
          new Date(Date.parse(`${q.published_before}T00:00:00Z`) + 86_400_000),
        );
      const sourceIds =
        q.source_id === undefined ? [] : Array.isArray(q.source_id) ? q.source_id : [q.source_id];
      if (sourceIds.length) base = base.where('r.source_id', 'in', sourceIds);
      if (q.rating?.length) base = base.where('r.rating', 'in', q.rating.map(Number));
      if (q.sentiment)
        base = base.where(
          'r.sentiment',
          q.sentiment === '1' || q.sentiment === 'positive' ? '>' : '<',
          0,
        );
      const text = (q.search_terms ?? q.keywords)?.trim();
      if (text) {
        const like = likeContains(text);
        base = base.where((eb) =>
          eb.or([
            eb('r.content', 'ilike', like),
            eb('r.title', 'ilike', like),
            eb('r.author_name', 'ilike', like),
          ]),
        );
      }
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const order = q.sort?.order ?? 'desc';
      const rows = await base
        .select([
          'r.id',
          'r.account_id',
          'a.name as account_name',
          'r.location_id',
          'l.name as location_name',
          'l.public_name as location_public_name',
          'r.source_id',
          's.name as source_name',
          's.code as source_code',
          'r.rating',
          'r.title',
          'r.content',
          'r.author_name',
          'r.published_at',
          'r.sentiment',
          'r.url',
        ])
        .orderBy(`r.${q.sort?.by ?? 'published_at'}`, order)
        .orderBy('r.id', order)
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)
        .execute();
      const canRespond = new Map<number, boolean>();
      const canDraft = new Map<number, boolean>();
      for (const id of new Set(rows.map((r) => r.account_id))) {
        const may = (await permissionsInChild(db, auth, id)).response.create;
        canRespond.set(id, may);
        canDraft.set(id, may && (await loadSettings(db, id)).ai_smart_responses === true);
      }
      const answerable = [...canRespond].filter(([, yes]) => yes).map(([id]) => id);
      const templates = answerable.length
        ? await db
            .selectFrom('response_templates')
            .select(['account_id', 'name', 'content', 'ratings', 'source_ids'])
            .where('account_id', 'in', answerable)
            .execute()
        : [];
      const suggestion = (r: (typeof rows)[number]): ChildReview['suggested_template'] => {
        if (canRespond.get(r.account_id) !== true) return null;
        const own = templates.filter((t) => t.account_id === r.account_id);
        const best = rankResponseTemplates(own, r)[0];
        return best
          ? {
              name: best.name,
              content: fillResponseTemplate(best.content, { ...r, business_name: r.account_name }),
            }
          : null;
      };
      const items: ChildReview[] = rows.map((r) => ({
        ...r,
        published_at: new Date(r.published_at).toISOString(),
        sentiment: Math.sign(r.sentiment) as ChildReview['sentiment'],
        can_respond: canRespond.get(r.account_id) === true,
        can_draft: canDraft.get(r.account_id) === true,
        suggested_template: suggestion(r),
      }));
      return c.json(halList(c.req.url, 'reviews', items, Number(total), q.page, q.per_page));
    },
  );

  /**
   * Answers a child account's review in place: the same validation, history and publishing job
   * as POST /reviews/{id}/responses in the child account (createReviewResponse), by the partner
   * user, when their permissions in the child allow response create.
   */
  app.post(
    '/:id/responses',
    describeRoute({ returns: 'Response', status: 201 }),
    allow('review', 'read'),
    allowScope('response', 'create'),
    guard(requirePartner),
    input('json', responseCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const { db } = c.var.deps;
      const id = readId(c);
      const body = c.req.valid('json');
      const review = await db
        .selectFrom('reviews as r')
        .innerJoin('accounts as a', 'a.id', 'r.account_id')
        .select(['r.id', 'r.account_id'])
        .where('r.id', '=', id)
        .where('a.parent_id', '=', auth.accountId)
        .executeTakeFirst();
      if (!review) throw notFound('Review');
      if (!(await permissionsInChild(db, auth, review.account_id)).response.create)
        throw forbidden();
      const by = { accountId: review.account_id, userId: auth.userId };
      const responseId = await createReviewResponse(db, by, review.id, body);
      return c.json(serializeResponse(await findResponse(db, review.account_id, responseId)), 201);
    },
  );

  /**
   * The child review a partner user drafts a reply for: one of the partner's children's reviews
   * (404 otherwise), with response create in the child (403 otherwise, as answering it), and the
   * child account's `ai_smart_responses` (403). The draft and its history are the child's.
   */
  const draftTarget = async (c: Context<AppEnv>): Promise<DraftTarget> => {
    const auth = c.var.auth;
    const { db } = c.var.deps;
    const id = readId(c);
    const review = await db
      .selectFrom('reviews as r')
      .innerJoin('accounts as a', 'a.id', 'r.account_id')
      .select(['r.id', 'r.account_id'])
      .where('r.id', '=', id)
      .where('a.parent_id', '=', auth.accountId)
      .executeTakeFirst();
    if (!review) throw notFound('Review');
    if (!(await permissionsInChild(db, auth, review.account_id)).response.create) throw forbidden();
    await requireSmartResponses(db, review.account_id);
    return { accountId: review.account_id, reviewId: review.id, userId: auth.userId };
  };

  /**
   * A drafted reply to a child account's review, as POST /reviews/{id}/response_drafts in the
   * child account gives it: nothing is published; the child review's history records the
   * partner user and the writer.
   */
  app.post(
    '/:id/response_drafts',
    describeRoute({
      returns: 'ResponseDraft',
      summary: "Draft a reply to a child account's review (publishes nothing)",
    }),
    allow('review', 'read'),
    allowScope('response', 'create'),
    guard(requirePartner),
    input('json', responseDraftCreateBody),
    async (c) => c.json(await writeDraft(c, await draftTarget(c))),
  );

  /** The same draft as server-sent events (see POST /reviews/{id}/response_drafts/stream). */
  app.post(
    '/:id/response_drafts/stream',
    describeRoute({
      answer: 'events',
      summary:
        "Draft a reply to a child account's review as server-sent events: delta {text} pieces, restart {note}, then draft (a ResponseDraft)",
    }),
    allow('review', 'read'),
    allowScope('response', 'create'),
    guard(requirePartner),
    input('json', responseDraftCreateBody),
    async (c) => streamDraft(c, await draftTarget(c)),
  );

  return app;
}
