import {
  RESPONSE_DRAFT_MESSAGES,
  responseDraftCreateBody,
  responseVoiceBody,
  responseVoiceQuery,
} from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate, loadSettings } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { findReview } from '../responses/responses';
import { type DraftTarget, streamDraft, writeDraft } from './draft-answer';
import { loadVoice } from './draft-response';

/** 403 unless the account has smart responses (`ai_smart_responses`). */
export async function requireSmartResponses(db: Db, accountId: number) {
  const settings = await loadSettings(db, accountId);
  if (settings.ai_smart_responses !== true) throw forbidden(RESPONSE_DRAFT_MESSAGES.off);
}

/**
 * The account a voice request is about: the caller's own (`account_id` is checked to be it
 * before the handler runs), or for a partner one of its children (`child_account_id`); 404 else.
 */
async function voiceAccount(db: Db, auth: AuthContext, requested: number | undefined) {
  if (requested === undefined || requested === auth.accountId) return auth.accountId;
  if (!auth.isParent) throw notFound('Account');
  const child = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', requested)
    .where('parent_id', '=', auth.accountId)
    .executeTakeFirst();
  if (!child) throw notFound('Account');
  return child.id;
}

/**
 * /response_voice: how the account's drafted replies sound. Anyone who answers reviews reads
 * it; administrators change it (a partner's administrators for a child account too, with
 * `child_account_id`). Needs the account's `ai_smart_responses`.
 */
export function responseVoiceRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.get(
    '/',
    describeRoute({ returns: 'ResponseVoice' }),
    allow('response', 'create'),
    input('query', responseVoiceQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { db } = c.var.deps;
      const accountId = await voiceAccount(db, c.var.auth, q.child_account_id);
      await requireSmartResponses(db, accountId);
      return c.json(await loadVoice(db, accountId));
    },
  );

  app.put(
    '/',
    describeRoute({ returns: 'ResponseVoice' }),
    allow('account', 'update'),
    input('query', responseVoiceQuery),
    input('json', responseVoiceBody),
    async (c) => {
      const q = c.req.valid('query');
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      const accountId = await voiceAccount(db, c.var.auth, q.child_account_id);
      await requireSmartResponses(db, accountId);
      const words = body.words_to_avoid
        ? [...new Set(body.words_to_avoid.map((w) => w.trim()).filter(Boolean))]
        : undefined;
      const changes = {
        ...(body.tone !== undefined ? { tone: body.tone } : {}),
        ...(body.sign_off !== undefined ? { sign_off: body.sign_off.trim() } : {}),
        ...(words !== undefined ? { words_to_avoid: words } : {}),
        ...(body.instructions !== undefined ? { instructions: body.instructions.trim() } : {}),
        updated_by_user_id: c.var.auth.userId,
        updated_at: new Date(),
      };
      await db
        .insertInto('response_voices')
        .values({ account_id: accountId, ...changes })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(changes))
        .execute();
      return c.json(await loadVoice(db, accountId));
    },
  );

  return app;
}

/**
 * POST /reviews/{reviewId}/response_drafts: a draft of a reply that answers what the review
 * says, in the account's voice. Nothing is published or saved as a response; the review's
 * history records who asked and which writer wrote it. A review a person must handle is
 * marked `needs_person` with the reason, and raises the account's alert.
 * POST /reviews/{reviewId}/response_drafts/stream: the same draft as server-sent events, the
 * text arriving as the writer produces it (streamDraft).
 */
export function responseDraftsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  /** The review the caller drafts for, once the rights, the setting and the body are checked. */
  const target = async (c: Context<AppEnv>): Promise<DraftTarget> => {
    const auth = c.var.auth;
    const reviewId = readId(c, 'reviewId');
    const { db } = c.var.deps;
    await requireSmartResponses(db, auth.accountId);
    await findReview(db, auth.accountId, reviewId);
    return { accountId: auth.accountId, reviewId, userId: auth.userId };
  };

  app.post(
    '/',
    describeRoute({
      returns: 'ResponseDraft',
      summary: 'Draft a reply to the review (publishes nothing)',
    }),
    allow('response', 'create'),
    input('json', responseDraftCreateBody),
    async (c) => c.json(await writeDraft(c, await target(c))),
  );

  app.post(
    '/stream',
    describeRoute({
      answer: 'events',
      summary:
        'Draft a reply to the review as server-sent events: delta {text} pieces, restart {note}, then draft (a ResponseDraft)',
    }),
    allow('response', 'create'),
    input('json', responseDraftCreateBody),
    async (c) => streamDraft(c, await target(c)),
  );

  return app;
}
