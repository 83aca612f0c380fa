#!/usr/bin/env node
// One area, one name in every layer: the API server's areas are the vocabulary;
// the api-client's resources and schemas, the hooks and the console's features
// use those names (or `<area>-<part>` for a part of one). A name found in one
// layer only fails here, so a spec section is found in one hop.
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...p) => join(root, ...p);

/** Names in a folder: sub-folders, or source files without extension (no tests, no stories). */
function names(dir, { folders = false } = {}) {
  return readdirSync(at(dir))
    .filter((n) => (folders ? statSync(at(dir, n)).isDirectory() : /\.tsx?$/.test(n)))
    .filter((n) => !/\.(test|spec|stories)\.tsx?$/.test(n))
    .map((n) => basename(n).replace(/\.tsx?$/, ''));
}

const areas = new Set(names('apps/api/src/areas', { folders: true }));

/** Infrastructure of each layer, not an area. */
const INFRASTRUCTURE = {
  resources: ['resource', 'create-plaudit-api', 'index'],
  schemas: ['common', 'index', 'query', 'validate', 'parse', 'fields'],
  // The hooks' own machinery; the data hooks are one file per API area beside these.
  hooks: ['api', 'data', 'filters', 'internal', 'navigation', 'permissions', 'session', 'toasts'],
};

/**
 * Console features with no API area of their own, and why. Screens of areas
 * whose API comes later are listed so the list shrinks as areas land.
 */
const CONSOLE_ONLY = {
  dashboard: 'reads the metrics, reviews and locations areas',
  errors: 'the error page',
  'file-downloads': 'the e-mailed export link, reads the exports area',
  filters: 'the shared filter bar and saved filters (user-preferences)',
  settings: 'the Account & Settings hub linking to each area',
  'partner-tools': 'the /partner-tools hub of partner tools; reads partner-scorecards',
};

const belongs = (name) => [...areas].some((a) => name === a || name.startsWith(`${a}-`));

const problems = [];
const check = (layer, dir, list, allowed = []) => {
  for (const name of list)
    if (!allowed.includes(name) && !belongs(name))
      problems.push(`${dir}/${name}: no API area is called "${name}" (${layer})`);
};

check(
  'api-client resource',
  'packages/api-client/src/resources',
  names('packages/api-client/src/resources'),
  INFRASTRUCTURE.resources,
);
check(
  'api-client schemas',
  'packages/api-client/src/schemas',
  names('packages/api-client/src/schemas'),
  INFRASTRUCTURE.schemas,
);
check(
  'hooks',
  'packages/hooks/src',
  [
    ...names('packages/hooks/src', { folders: true }),
    ...names('packages/hooks/src').filter((n) => n !== 'index'),
  ],
  INFRASTRUCTURE.hooks,
);
check(
  'console feature',
  'apps/console/src/features',
  names('apps/console/src/features', { folders: true }),
  Object.keys(CONSOLE_ONLY),
);
for (const name of Object.keys(CONSOLE_ONLY))
  if (areas.has(name))
    problems.push(`check-vocabulary.mjs: "${name}" has an API area now; drop it from CONSOLE_ONLY`);

if (problems.length) {
  console.error(`One area, one name: ${problems.length} name(s) outside the vocabulary\n`);
  for (const p of problems) console.error(`  ${p}`);
  console.error(`\nAPI areas: ${[...areas].sort().join(', ')}`);
  process.exit(1);
}
console.log(
  `Vocabulary: ${areas.size} API areas; every resource, schema, hook and feature uses them.`,
);
