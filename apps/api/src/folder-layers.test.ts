// Guard (node project): the API server's folders import one another in one direction only. Within
// any folder, its sub-folders and its own files form layers (app.ts and app-jobs.ts above the
// areas, the areas above domain/, http/, the providers and db/), and no import runs from a lower
// one back up to a higher one. Each failure names the import that closes a cycle.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeKnots, folderKnots } from '../../../scripts/folder-layers';

// A hang guard, not a speed budget: resolving every import of the app takes a while on a busy machine.
const TIMEOUT = 120_000;

describe('folder layers', () => {
  it(
    "no import runs back up between the API server's folders",
    () => {
      expect(describeKnots(folderKnots(join(import.meta.dirname)))).toEqual([]);
    },
    TIMEOUT,
  );
});
