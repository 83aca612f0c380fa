import { randomUUID } from 'node:crypto';
import {
  type MediaPhoto,
  mediaCreateBody,
  mediaDeleteBody,
  mediaListQuery,
  PHOTO_MESSAGES,
  photoProblem,
} from '@plaudit/api-client/schemas';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { authenticate } from '../../http/authenticate';
import type { AppDeps, AppEnv } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { halList, pageOf } from '../../http/list';
import { describeRoute } from '../../http/openapi/describe-route';
import { allow, scopedAccountId } from '../../http/permissions';
import { input, readId } from '../../http/validate';
import { locationProvidersOf } from '../../providers/location-providers';
import { isStorageKey } from '../../providers/media-storage';
import { checkLocations } from '../locations/check-locations';
import { serveFile } from './serve-file';

const FILES_PATH = '/api/media/files/';
/** A stored or demo photo's address; a synced customer photo's key is the site's https address. */
export const fileUrl = (key: string) => (/^https:\/\//i.test(key) ? key : `${FILES_PATH}${key}`);

/** Uploads of an account live under this prefix; POST /media and the webhook accept only these. */
export const uploadPrefix = (accountId: number) => `uploads/${accountId}/`;
export const lowResKeyOf = (key: string) => key.replace(/\.[a-z]+$/i, '-low');

function selectMedia(db: Db, accountId: number) {
  return db
    .selectFrom('media as m')
    .leftJoin('media_categories as mc', 'mc.id', 'm.category_id')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .leftJoin('sources as s', 's.id', 'm.source_id')
    .leftJoin('reviews as r', 'r.id', 'm.review_id')
    .selectAll('m')
    .select([
      'l.name as location_name',
      's.name as source_name',
      'r.rating as review_rating',
      'mc.code as category_code',
      'mc.name as category_name',
      sql<number>`coalesce(mc.rank, 0)`.as('category_rank'),
    ])
    .where('m.account_id', '=', accountId)
    .where('m.deleted_at', 'is', null);
}
type MediaRow = Awaited<ReturnType<ReturnType<typeof selectMedia>['execute']>>[number];

const serializeMedia = (r: MediaRow): MediaPhoto => {
  const url = fileUrl(r.storage_key);
  const low = fileUrl(r.low_res_storage_key ?? r.storage_key);
  return {
    id: r.id,
    account_id: r.account_id,
    location_id: r.location_id,
    source_id: r.source_id,
    name: r.name,
    category: r.category_code ?? 'EMPTY',
    category_id: r.category_id,
    category_name: r.category_name,
    category_rank: Number(r.category_rank),
    url,
    low_resolution_url: low,
    cdn_stored_url: url,
    cdn_stored_low_res_url: low,
    s3_path: r.storage_key,
    url_id: r.url_id,
    mime_type: r.mime_type,
    width: r.width,
    height: r.height,
    aspect_ratio: Math.round((r.width / r.height) * 10_000) / 10_000,
    published_status: r.published_status,
    type: r.media_type,
    published_at: r.published_at ? new Date(r.published_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
    location_name: r.location_name,
    source_name: r.source_name,
    author_name: r.media_type === 'customer' ? r.author_name : null,
    review_id: r.review_id,
    rating: r.review_rating && r.review_rating > 0 ? r.review_rating : null,
  };
};

/** 404 unless the group is the account's. */
async function checkGroup(db: Db, accountId: number, groupId: number) {
  const row = await db
    .selectFrom('groups')
    .select('id')
    .where('id', '=', groupId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('Group');
}

export async function readUpload(deps: AppDeps, accountId: number, key: string) {
  if (!isStorageKey(key) || !key.startsWith(uploadPrefix(accountId))) throw notFound('Upload');
  const file = await locationProvidersOf(deps).mediaStorage.get(key);
  if (!file) throw notFound('Upload');
  return file;
}

/**
 * GET /media (a location's gallery), POST /media (attach an upload to
 * locations), PUT /media/{id} (delete, as spec 2 section 7 calls it) and the
 * public GET /media/files/{key} that serves stored photos.
 */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/files/*', describeRoute({ answer: 'file' }), (c) =>
    serveFile(c, decodeURIComponent(c.req.path.slice(c.req.path.indexOf('/files/') + 7))),
  );

  app.get(
    '/',
    describeRoute({ returns: 'MediaPhoto', list: 'media' }),
    authenticate(),
    allow('media', 'read'),
    input('query', mediaListQuery),
    async (c) => {
      const auth = c.var.auth;
      const q = c.req.valid('query');
      const accountId = scopedAccountId(auth, q.account_id);
      const { db } = c.var.deps;
      if (q.location_id) await checkLocations(db, accountId, [q.location_id]);
      if (q.group_id) await checkGroup(db, accountId, q.group_id);
      const ratings = (q.rating ?? []).map(Number);
      const filter = <T extends ReturnType<typeof selectMedia>>(base: T): T => {
        let b = q.type === 'all' ? base : base.where('m.media_type', '=', q.type ?? 'owner');
        if (q.location_id) b = b.where('m.location_id', '=', q.location_id);
        if (q.group_id)
          b = b.where('m.location_id', 'in', (eb) =>
            eb
              .selectFrom('group_locations')
              .select('location_id')
              .where('group_id', '=', q.group_id!),
          );
        if (q.source_id) b = b.where('m.source_id', '=', q.source_id);
        if (q.category_id) b = b.where('m.category_id', '=', q.category_id);
        if (q.category)
          b =
            q.category.toUpperCase() === 'EMPTY'
              ? b.where('m.category_id', 'is', null)
              : b.where('mc.code', '=', q.category.toUpperCase());
        // A photo's rating is its review's; '0' stands for photos without one (owner photos).
        if (ratings.length)
          b = b.where(sql<boolean>`coalesce(r.rating, 0) in (${sql.join(ratings)})`);
        if (q.published_status) b = b.where('m.published_status', '=', q.published_status);
        return b as T;
      };
      const base = filter(selectMedia(db, accountId));
      const count = base.clearSelect().select((eb) => eb.fn.countAll<number>().as('total'));
      const order = q.sort?.order ?? 'desc';
      const published = sql`coalesce(m.published_at, m.created_at)`;
      const sorted =
        q.sort?.by === 'published_at' || q.sort?.by === 'created_at'
          ? base.orderBy(q.sort.by === 'created_at' ? sql`m.created_at` : published, order)
          : base.orderBy(sql`coalesce(mc.rank, 0)`, order).orderBy(published, order);
      const { rows, total } = await pageOf(sorted.orderBy('m.id', 'desc'), count, q);
      return c.json(
        halList(c.req.url, 'media', rows.map(serializeMedia), total, q.page, q.per_page),
      );
    },
  );

  app.post(
    '/',
    describeRoute({ returns: 'MediaCreateResult', status: 201 }),
    authenticate(),
    allow('media', 'create'),
    input('json', mediaCreateBody),
    async (c) => {
      const auth = c.var.auth;
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      const ids = await checkLocations(db, accountId, body.location_ids);
      const category = body.category_id
        ? await db
            .selectFrom('media_categories')
            .select(['id', 'code'])
            .where('id', '=', body.category_id)
            .executeTakeFirst()
        : undefined;
      if (body.category_id && !category) throw badRequest('category_id is not a photo category');
      // The photo wizard without upload reuses a photo of the account: its stored
      // key, checked dimensions and low-resolution copy are taken over as they are.
      const existing = body.s3_path.startsWith(uploadPrefix(accountId))
        ? undefined
        : await db
            .selectFrom('media')
            .select(['storage_key', 'low_res_storage_key', 'mime_type', 'width', 'height', 'bytes'])
            .where('account_id', '=', accountId)
            .where('storage_key', '=', body.s3_path)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
      const providers = locationProvidersOf(c.var.deps);
      let info: { mime_type: string; width: number; height: number; bytes: number } | null;
      let lowKey: string | null = null;
      if (existing) {
        info = existing;
        lowKey = existing.low_res_storage_key;
      } else {
        const file = await readUpload(c.var.deps, accountId, body.s3_path);
        info = await providers.images.inspect(file.bytes);
        if (info) info = { ...info, bytes: file.bytes.length };
        const lowBase = lowResKeyOf(body.s3_path);
        for (const ext of ['png', 'jpg'])
          if (!lowKey && (await providers.mediaStorage.get(`${lowBase}.${ext}`)))
            lowKey = `${lowBase}.${ext}`;
      }
      const problem = photoProblem(
        {
          mime_type: info?.mime_type ?? null,
          width: info?.width ?? 0,
          height: info?.height ?? 0,
          bytes: info?.bytes ?? 0,
        },
        category?.code,
      );
      if (problem || !info) throw badRequest(problem ?? PHOTO_MESSAGES.wrongType);
      const image = info;
      const source = body.source_id
        ? body.source_id
        : (
            await db
              .selectFrom('sources')
              .select('id')
              .where('directory_code', '=', 'google_maps')
              .executeTakeFirst()
          )?.id;
      const created = await db.transaction().execute(async (tx) => {
        // One logo and one cover per location: a new one replaces the old (the console confirms).
        if (category && (category.code === 'LOGO' || category.code === 'COVER'))
          await tx
            .updateTable('media')
            .set({ deleted_at: new Date(), updated_at: new Date() })
            .where('account_id', '=', accountId)
            .where('location_id', 'in', ids)
            .where('category_id', '=', category.id)
            .where('deleted_at', 'is', null)
            .execute();
        return tx
          .insertInto('media')
          .values(
            ids.map((location_id) => ({
              account_id: accountId,
              location_id,
              source_id: source ?? null,
              category_id: category?.id ?? null,
              name: body.name ?? body.s3_path.split('/').pop()!,
              storage_key: body.s3_path,
              low_res_storage_key: lowKey,
              mime_type: image.mime_type,
              width: image.width,
              height: image.height,
              bytes: image.bytes,
              url_id: randomUUID(),
              published_status: 'pending' as const,
              high_priority: body.high_priority,
            })),
          )
          .returning('id')
          .execute();
      });
      const rows = await selectMedia(db, accountId)
        .where(
          'm.id',
          'in',
          created.map((r) => r.id),
        )
        .orderBy('m.location_id')
        .execute();
      return c.json({ message: PHOTO_MESSAGES.uploaded, media: rows.map(serializeMedia) }, 201);
    },
  );

  app.put(
    '/:id',
    describeRoute({ returns: 'MediaDeleteResult' }),
    authenticate(),
    allow('media', 'delete'),
    input('json', mediaDeleteBody),
    async (c) => {
      const auth = c.var.auth;
      const id = readId(c);
      const body = c.req.valid('json');
      const accountId = scopedAccountId(auth, body.account_id);
      const { db } = c.var.deps;
      const row = await selectMedia(db, accountId).where('m.id', '=', id).executeTakeFirst();
      // Customer photos belong to the customer who posted them: the business cannot delete them.
      if (row?.media_type === 'customer') throw forbidden();
      if (!row || (body.location_id !== undefined && body.location_id !== row.location_id))
        throw notFound('Photo');
      if (body.url_id !== undefined && body.url_id !== row.url_id)
        throw badRequest('url_id does not match this photo');
      await db
        .updateTable('media')
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .execute();
      return c.json({ id, deleted: true, message: PHOTO_MESSAGES.deleted });
    },
  );

  return app;
}
