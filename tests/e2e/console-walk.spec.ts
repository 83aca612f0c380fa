import { expect, test } from './fixtures';
import { walk } from './walk';

/**
 * The navigation walk (walk.ts) as an administrator, a partner and a Read Only user, at 1440 and
 * 390 px. The ended trial's walk is in console-billing.spec.ts, before that spec's upgrade.
 */

const ROLES = [
  ['an administrator', 'admin@demo.test', {}],
  ['a partner', 'partner@demo.test', {}],
  ['a Read Only user', 'readonly@demo.test', {}],
] as const;

test.describe('the navigation walk at 1440 and 390 px', () => {
  for (const [who, email, opts] of ROLES) {
    test(`${who}: no failed request, no overflow, no pa11y error, titles as the items say`, async ({
      page,
    }, info) => {
      test.setTimeout(300_000);
      const figures = await walk(page, email, opts);
      info.annotations.push({
        type: 'walk',
        description: `${email}: ${figures.hrefs.length} pages × 2 widths`,
      });
      console.log(`${email}: ${figures.hrefs.length} pages: ${figures.hrefs.join(' ')}`);
      expect(figures.problems, figures.problems.join('\n')).toEqual([]);
    });
  }
});
