// pg-cursor ships no types; Kysely's PostgresDialect takes the class as its `cursor` option.
declare module 'pg-cursor' {
  import type { PostgresCursorConstructor } from 'kysely';

  const Cursor: PostgresCursorConstructor;
  export default Cursor;
}
