import {
  RESPONSE_DRAFT_MESSAGES,
  type ResponseDraft,
  responseDraftCreateBody,
  responseVoiceBody,
  responseVoiceQuery,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import type { Db } from '../../db/open-database';
import { authenticate, loadSettings } from '../../http/authenticate';
import type { AppEnv, AuthContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow } from '../../http/permissions';
import { readBody, readId, readQuery } from '../../http/validate';
import { raiseNeedsPersonAlert } from '../alerts/needs-person-alert';
import { findReview } from '../responses/responses';
import { recordReviewEvent } from '../reviews/history';
import { draftResponse, loadVoice } from './draft-response';

/** 403 unless the account has smart responses (`ai_smart_responses`). */
async function requireSmartResponses(db: Db, accountId: number) {
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
    describeRoute({ returns: 'ResponseVoice', query: responseVoiceQuery }),
    allow('response', 'create'),
    async (c) => {
      const q = readQuery(c, responseVoiceQuery);
      const { db } = c.var.deps;
      const accountId = await voiceAccount(db, c.var.auth, q.child_account_id);
      await requireSmartResponses(db, accountId);
      return c.json(await loadVoice(db, accountId));
    },
  );

  app.put(
    '/',
    describeRoute({ returns: 'ResponseVoice', query: responseVoiceQuery, body: responseVoiceBody }),
    allow('account', 'update'),
    async (c) => {
      const q = readQuery(c, responseVoiceQuery);
      const body = await readBody(c, responseVoiceBody);
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
 */
export function responseDraftsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', authenticate());

  app.post(
    '/',
    describeRoute({
      returns: 'ResponseDraft',
      body: responseDraftCreateBody,
      summary: 'Draft a reply to the review (publishes nothing)',
    }),
    allow('response', 'create'),
    async (c) => {
      const auth = c.var.auth;
      const reviewId = readId(c, 'reviewId');
      await readBody(c, responseDraftCreateBody);
      const { db, providers } = c.var.deps;
      await requireSmartResponses(db, auth.accountId);
      await findReview(db, auth.accountId, reviewId);
      const { writer_name, ...draft } = await draftResponse(
        db,
        providers.responseWriter,
        auth.accountId,
        reviewId,
      );
      await db.transaction().execute(async (tx) => {
        await recordReviewEvent(tx, {
          accountId: auth.accountId,
          reviewId,
          userId: auth.userId,
          type: 'response_draft_written',
          data: {
            writer: draft.writer,
            writer_name,
            needs_person: draft.needs_person,
            ...(draft.reason ? { reason: draft.reason } : {}),
            ...(draft.note ? { note: draft.note } : {}),
          },
        });
        if (draft.needs_person && draft.reason)
          await raiseNeedsPersonAlert(tx, auth.accountId, reviewId, draft.reason);
      });
      const answer: ResponseDraft = draft;
      return c.json(answer);
    },
  );

  return app;
}
