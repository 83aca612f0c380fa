// Guard (node project): the API server's folders import one another in one direction only. Within
// any folder, its sub-folders and its own files form layers (app.ts and app-jobs.ts above the
// areas, the areas above http/, the providers and db/), and no import runs from a lower one back
// up to a higher one. Each failure names the import that closes a cycle.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeKnots, folderKnots } from '../../../scripts/folder-layers';

// A hang guard, not a speed budget: resolving every import of the app takes a while on a busy machine.
const TIMEOUT = 120_000;

/**
 * Imports between the areas that still close a cycle, to move down; the list may only shrink.
 * Custom e-mail previews a request with campaigns' composer, while campaigns read its sender.
 */
const STILL_UPWARD: [from: string, specifier: string][] = [
  ['areas/custom-email/routes.ts', '../campaigns/compose-request'],
];

const known = (from: string, specifier: string) =>
  STILL_UPWARD.some(([f, s]) => f === from && s === specifier);

describe('folder layers', () => {
  it(
    "no import runs back up between the API server's folders (but the listed ones, to move)",
    () => {
      const knots = folderKnots(join(import.meta.dirname));
      const upward = knots.flatMap(({ upward }) => upward);
      const added = knots.map((knot) => ({
        ...knot,
        upward: knot.upward.filter((found) => !known(found.from, found.specifier)),
      }));
      expect(describeKnots(added)).toEqual([]);
      // One that no longer closes a cycle leaves the list.
      const gone = STILL_UPWARD.filter(
        ([f, s]) => !upward.some((found) => found.from === f && found.specifier === s),
      );
      expect(gone).toEqual([]);
    },
    TIMEOUT,
  );
});
