import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPlaceCatalog, PLACE_CATALOG_FILE } from './write-place-catalog';

describe('the local places catalog', () => {
  it('holds every demo location as the demo data has it (run write-place-catalog.ts after changing them)', () => {
    expect(JSON.parse(readFileSync(PLACE_CATALOG_FILE, 'utf8'))).toEqual(buildPlaceCatalog());
  });
});
