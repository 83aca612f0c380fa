import { FEEDBACK_TYPES, type ResponseChannel } from '@plaudit/api-client/schemas';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sql } from 'kysely';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { limitRequests } from '../../http/rate-limit';
import { requestReviewUrls } from '../locations/review-urls';
import { questionBody, requestPage, sitesBody, thanksBody } from './render-request-page';
import { readRecipientToken } from './request-links';
import {
  notFoundPage,
  readForm,
  readResponseToken,
  refuse,
  responseToken,
  send,
} from './request-page-io';
import {
  feedbackTypeOf,
  KIOSK_TYPE,
  otherTypeThanAsked,
  PAGE_KINDS,
  type PageKind,
  parseScore,
  scaleInWords,
} from './request-scales';
import { type RequestTarget, resolveRequestTarget } from './resolve-request-target';

const KIOSK_RESET_SECONDS = 15;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const sitesOf = (c: Context<AppEnv>, t: RequestTarget) =>
  requestReviewUrls(
    c.var.deps.db,
    t.accountId,
    t.locationId,
    t.campaign && !t.campaign.auto ? t.campaign.url_ids : null,
  );

/**
 * The public request pages: `/r/{token}/{nps|stars|thumbs|faces}` (a recipient's own link),
 * `/r/{location}/{nps|stars|thumbs|faces}` (the location's shared link), `/r/{location}/review`
 * (the review sites) and `/r/{location}/kiosk` (a tablet in the shop, starting again after
 * each answer). After any answer, high or low, every review site but Yelp is offered.
 */
export function requestPagesRoutes() {
  const app = new Hono<AppEnv>();
  const answerLimit = limitRequests({
    name: 'request-answers',
    windowMs: 10 * 60_000,
    limit: 60,
    key: (c) => clientAddress(c),
    message: 'Too many answers from this address. Please try again in a few minutes.',
  });
  // As on the API: a body over the limit closes the connection unread, one within it is read
  // whole before the handler (an answer given without reading it would leave the connection
  // to be drained, or dropped under load, under the client's next request).
  app.use(
    '*',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => {
        c.header('connection', 'close');
        return c.text('Too large', 413);
      },
    }),
    async (c, next) => {
      if (c.req.raw.body) await c.req.arrayBuffer();
      await next();
    },
  );

  // The open pixel of a request e-mail.
  app.get('/:key/open.gif', async (c) => {
    const { db } = c.var.deps;
    const id = await readRecipientToken(db, c.req.param('key'));
    if (id !== null)
      await db
        .updateTable('campaign_recipients')
        .set({ opened_at: sql`coalesce(opened_at, now())` })
        .where('id', '=', id)
        .execute();
    c.header('cache-control', 'no-store');
    return c.body(GIF, 200, { 'content-type': 'image/gif' });
  });

  // A review site chosen on a request page: counted, then the site.
  app.get('/:key/go/:urlId{[1-9][0-9]{0,8}}', async (c) => {
    const t = await resolveRequestTarget(c, c.req.param('key'));
    if (!t) return notFoundPage(c);
    const site = (await sitesOf(c, t)).find((s) => s.id === Number(c.req.param('urlId')));
    if (!site) return notFoundPage(c);
    await c.var.deps.db
      .insertInto('review_site_clicks')
      .values({
        account_id: t.accountId,
        location_id: t.locationId,
        campaign_id: t.campaign?.id ?? null,
        recipient_id: t.recipient?.id ?? null,
        source_id: site.source_id,
      })
      .execute();
    return c.redirect(site.link, 302);
  });

  app.get(`/:key/:kind/thanks`, async (c) => {
    const kind = c.req.param('kind') as PageKind;
    if (!PAGE_KINDS.includes(kind)) return notFoundPage(c);
    const t = await resolveRequestTarget(c, c.req.param('key'));
    const responseId = await readResponseToken(c, c.req.query('response') ?? '');
    if (!t || responseId === null) return notFoundPage(c);
    const base = `/r/${c.req.param('key')}`;
    const token = c.req.query('response')!;
    const sites = await sitesOf(c, t);
    const type = c.req.query('type');
    const again = `${base}/kiosk${type ? `?type=${encodeURIComponent(type)}` : ''}`;
    const kiosk = kind === 'kiosk' ? { seconds: KIOSK_RESET_SECONDS, url: again } : undefined;
    return send(c, 200, (nonce) =>
      requestPage({
        title: 'Thank you',
        brand: t.brand,
        nonce,
        ...(kiosk ? { refresh: { seconds: KIOSK_RESET_SECONDS * 2, url: again } } : {}),
        body: thanksBody({
          commentAction: `${base}/${kind}/comment`,
          responseToken: token,
          commented: c.req.query('commented') === '1',
          sites: sitesBody(
            sites,
            (id) => `${base}/go/${id}`,
            `Would you share your experience with others?`,
          ),
          ...(kiosk ? { kiosk } : {}),
        }),
      }),
    );
  });

  app.post(`/:key/:kind/comment`, answerLimit, async (c) => {
    const kind = c.req.param('kind') as PageKind;
    if (!PAGE_KINDS.includes(kind)) return notFoundPage(c);
    const t = await resolveRequestTarget(c, c.req.param('key'));
    const field = await readForm(c);
    const token = field('response');
    const responseId = await readResponseToken(c, token);
    if (!t || responseId === null) return notFoundPage(c);
    const comment = field('comment')
      .replace(/\r\n/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed.
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .trim()
      .slice(0, 2000);
    if (comment)
      await c.var.deps.db
        .updateTable('campaign_responses')
        .set({ comment, updated_at: new Date() })
        .where('id', '=', responseId)
        .where('location_id', '=', t.locationId)
        .execute();
    return c.redirect(
      `/r/${c.req.param('key')}/${kind}/thanks?response=${token}${comment ? '&commented=1' : ''}`,
      303,
    );
  });

  app.get(`/:key/:kind`, async (c) => {
    const kind = c.req.param('kind') as PageKind;
    if (!PAGE_KINDS.includes(kind)) return notFoundPage(c);
    const t = await resolveRequestTarget(c, c.req.param('key'));
    if (!t || (kind === 'kiosk' && t.recipient)) return notFoundPage(c);
    const { db } = c.var.deps;
    const base = `/r/${c.req.param('key')}`;
    if (kind === 'review') {
      const sites = await sitesOf(c, t);
      return send(c, 200, (nonce) =>
        requestPage({
          title: 'Leave a review',
          brand: t.brand,
          nonce,
          body: sitesBody(sites, (id) => `${base}/go/${id}`, `Review ${t.brand.location_name}`),
        }),
      );
    }
    // A recipient's link asks with its campaign's type: another type's page is theirs.
    if (otherTypeThanAsked(kind, t)) return c.redirect(`${base}/${t.campaign!.feedback_type}`, 302);
    const type = feedbackTypeOf(c, kind, t);
    let answered: number | null = null;
    if (t.recipient) {
      await db
        .updateTable('campaign_recipients')
        .set({
          clicked_at: sql`coalesce(clicked_at, now())`,
          opened_at: sql`coalesce(opened_at, now())`,
        })
        .where('id', '=', t.recipient.id)
        .execute();
      const previous = await db
        .selectFrom('campaign_responses')
        .select(['score', 'feedback_type'])
        .where('recipient_id', '=', t.recipient.id)
        .executeTakeFirst();
      if (previous?.feedback_type === type) answered = previous.score;
    }
    const chosen = parseScore(type, c.req.query('score'));
    const query = kind === 'kiosk' && type !== KIOSK_TYPE ? `?type=${type}` : '';
    return send(c, 200, (nonce) =>
      requestPage({
        title: 'Your answer',
        brand: t.brand,
        nonce,
        body: questionBody({
          type,
          brand: t.brand,
          firstName: t.recipient?.first_name ?? null,
          action: `${base}/${kind}${query}`,
          chosen,
          answered,
        }),
      }),
    );
  });

  app.post(`/:key/:kind`, answerLimit, async (c) => {
    const kind = c.req.param('kind') as PageKind;
    if (!PAGE_KINDS.includes(kind)) return notFoundPage(c);
    if (kind === 'review') return notFoundPage(c);
    const t = await resolveRequestTarget(c, c.req.param('key'));
    if (!t || (kind === 'kiosk' && t.recipient)) return notFoundPage(c);
    // The request decides what is stored: a recipient's answer is on its campaign's scale,
    // whatever page the form was posted to.
    if (otherTypeThanAsked(kind, t))
      return refuse(
        c,
        t,
        'This is not the question you were asked',
        'Please go back to the link you were sent and choose one of its answers.',
      );
    const askedType = c.req.query('type');
    if (kind === 'kiosk' && askedType !== undefined && !FEEDBACK_TYPES.includes(askedType as never))
      return refuse(
        c,
        t,
        'This kiosk link does not work',
        `The kiosk asks with one of: ${FEEDBACK_TYPES.join(', ')}.`,
      );
    const type = feedbackTypeOf(c, kind, t);
    const field = await readForm(c);
    const score = parseScore(type, field('score'));
    if (score === null)
      return refuse(
        c,
        t,
        'Choose an answer',
        field('score')
          ? `The answer must be ${scaleInWords(type)}. Please go back and tap one of the answers.`
          : 'Please go back and tap one of the answers.',
      );
    const { db } = c.var.deps;
    const channel: ResponseChannel = t.recipient
      ? t.recipient.channel
      : kind === 'kiosk'
        ? 'kiosk'
        : 'link';
    const values = {
      account_id: t.accountId,
      location_id: t.locationId,
      campaign_id: t.campaign?.id ?? null,
      recipient_id: t.recipient?.id ?? null,
      channel,
      feedback_type: type,
      score,
    };
    const row = await db.transaction().execute(async (tx) => {
      if (t.recipient)
        await tx
          .updateTable('campaign_recipients')
          .set({
            responded_at: sql`coalesce(responded_at, now())`,
            clicked_at: sql`coalesce(clicked_at, now())`,
            opened_at: sql`coalesce(opened_at, now())`,
          })
          .where('id', '=', t.recipient.id)
          .execute();
      // A recipient answers once: tapping again changes the answer.
      const q = tx.insertInto('campaign_responses').values(values);
      return (
        t.recipient
          ? q.onConflict((oc) =>
              oc.column('recipient_id').doUpdateSet({
                score,
                feedback_type: type,
                updated_at: new Date(),
              }),
            )
          : q
      )
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    const query = kind === 'kiosk' && type !== KIOSK_TYPE ? `&type=${type}` : '';
    return c.redirect(
      `/r/${c.req.param('key')}/${kind}/thanks?response=${await responseToken(c, row.id)}${query}`,
      303,
    );
  });

  app.all('*', (c) => notFoundPage(c));
  return app;
}
