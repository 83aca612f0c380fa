import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { GENERATED_FILE, generateDbTypes } from '../../scripts/generate-db-types';

// The generator migrates its own in-memory PGlite: once is enough (not again on PostgreSQL).
describe.runIf(inject('testDb').kind === 'pglite')('the table types', () => {
  it('are what kysely-codegen writes from the migrations (run `pnpm db:types` after a migration)', async () => {
    const generated = await generateDbTypes(null);
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generated);
  }, 60_000);
});
