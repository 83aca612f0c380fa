import {
  array,
  parse,
  type VisualReport,
  type VisualReportBlock,
  type VisualReportSharing,
  visualReportBlock,
  visualReportSharingAnswer,
} from '@plaudit/api-client/schemas';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/open-database';
import type { AuthContext } from '../../http/context';
import { notFound } from '../../http/errors';

/** A visual_reports row with its blocks parsed (jsonb may arrive as text). */
export type VisualReportRow = {
  id: number;
  account_id: number;
  created_by_user_id: number | null;
  name: string;
  description: string;
  date_descriptor: string;
  group_id: number | null;
  location_id: number | null;
  source_id: number | null;
  blocks: VisualReportBlock[];
  sharing: VisualReportSharing;
  shared_user_ids: number[];
  created_at: Date | string;
  updated_at: Date | string;
  created_by_name?: string | null;
};

export const isAdmin = (auth: Pick<AuthContext, 'userType'>) => auth.userType === 'administrator';

/** Its creator and administrators may change, share and delete a report. */
export const canEdit = (auth: Pick<AuthContext, 'userType' | 'userId'>, r: VisualReportRow) =>
  isAdmin(auth) || (r.created_by_user_id !== null && r.created_by_user_id === auth.userId);

/**
 * The reports of the account the user may see: administrators see all; others their own, the
 * ones shared with everyone and the ones shared with them.
 */
export function visibleReports(
  db: Db,
  auth: Pick<AuthContext, 'userType' | 'userId'>,
  accountId: number,
) {
  let q = db
    .selectFrom('visual_reports as v')
    .leftJoin('users as u', 'u.id', 'v.created_by_user_id')
    .where('v.account_id', '=', accountId);
  if (!isAdmin(auth))
    q = q.where((eb) =>
      eb.or([
        eb('v.created_by_user_id', '=', auth.userId),
        eb('v.sharing', '=', 'account'),
        eb.and([
          eb('v.sharing', '=', 'users'),
          sql<boolean>`${auth.userId} = ANY(v.shared_user_ids)`,
        ]),
      ]),
    );
  return q;
}

const userName = sql<string | null>`nullif(trim(u.name), '')`;

/** One visible report (404 when it is another account's or not shared with the user). */
export async function findReport(
  db: Db,
  auth: Pick<AuthContext, 'userType' | 'userId'>,
  accountId: number,
  id: number,
): Promise<VisualReportRow> {
  const row = await visibleReports(db, auth, accountId)
    .selectAll('v')
    .select(sql<string | null>`coalesce(${userName}, u.email)`.as('created_by_name'))
    .where('v.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Visual report');
  return toRow(row);
}

export const withCreatorName = sql<string | null>`coalesce(${userName}, u.email)`;

const storedBlocks = array(visualReportBlock);

/**
 * A visual_reports row as the answers use it: its jsonb blocks and its sharing read through
 * their schemas (they were checked by them when saved), so the row needs no cast.
 */
export function toRow(
  row: Selectable<Database['visual_reports']> & { created_by_name?: string | null },
): VisualReportRow {
  const blocks: unknown = typeof row.blocks === 'string' ? JSON.parse(row.blocks) : row.blocks;
  return {
    ...row,
    blocks: parse(storedBlocks, blocks),
    sharing: parse(visualReportSharingAnswer, row.sharing),
    shared_user_ids: (row.shared_user_ids ?? []).map(Number),
  };
}

export const serializeReport = (
  r: VisualReportRow,
  auth: Pick<AuthContext, 'userType' | 'userId'>,
): VisualReport => ({
  id: r.id,
  account_id: r.account_id,
  name: r.name,
  description: r.description,
  date_descriptor: r.date_descriptor,
  group_id: r.group_id,
  location_id: r.location_id,
  source_id: r.source_id,
  blocks: r.blocks,
  sharing: r.sharing,
  shared_user_ids: r.shared_user_ids,
  created_by_user_id: r.created_by_user_id,
  created_by_name: r.created_by_name ?? null,
  can_edit: canEdit(auth, r),
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});
