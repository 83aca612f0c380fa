import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './database.generated';

/**
 * The Kysely types of every table, generated from the migrations by
 * `scripts/generate-db-types.ts` (kysely-codegen) with the narrower column
 * types of `column-types.ts`. Change a migration, then run
 * `pnpm --filter @plaudit/api-server db:types`; a test fails while the two disagree.
 */
export type Database = DB;

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;

export type { JsonColumn, ReviewEventType } from './column-types';
