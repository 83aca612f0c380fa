#!/usr/bin/env node
// One area, one name in every layer, checked both ways: the API server's areas are the
// vocabulary; the api-client's resources and schemas, the hooks and the console's features
// use those names (or `<area>-<part>` for a part of one), and every area has its place in
// every layer, under its own name or where `vocabulary.mjs` says it lives instead. The table
// in ARCHITECTURE.md is written from that map (`--write` rewrites it; a stale table fails).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, LAYERS } from './vocabulary.mjs';

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
  schemas: ['answers', 'common', 'index', 'query', 'validate', 'parse', 'fields'],
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

// The other way: every area in every layer, under its own name or where the map says.
for (const area of areas)
  if (!AREAS[area]) problems.push(`vocabulary.mjs: no entry for area "${area}"`);
for (const area of Object.keys(AREAS))
  if (!areas.has(area)) problems.push(`vocabulary.mjs: "${area}" is not an API area`);

/** An area's name as code spells it: kebab, snake or camel case, plural or singular. */
function spellings(area) {
  const forms = [area, area.replace(/s$/, '')];
  return forms.flatMap((f) => [
    f,
    f.replace(/-/g, '_'),
    f.replace(/-(.)/g, (_, c) => c.toUpperCase()),
  ]);
}

/** Whether a file, or any source file under a folder, names one of the words (any case). */
function mentions(path, words) {
  if (statSync(path).isDirectory())
    return readdirSync(path).some((n) =>
      /\.tsx?$/.test(n) || statSync(join(path, n)).isDirectory()
        ? mentions(join(path, n), words)
        : false,
    );
  const text = readFileSync(path, 'utf8').toLowerCase();
  return [words].flat().some((w) => text.includes(w.toLowerCase()));
}

/** Where an area lives in a layer: its own name, another entry of the layer, or none (why). */
function place(area, layer) {
  const { dir, file } = LAYERS[layer];
  const own = file(area);
  const said = AREAS[area]?.[layer];
  if (said === undefined) {
    if (existsSync(at(dir, own))) return { at: own };
    problems.push(
      `${dir}/${own}: area "${area}" has no ${layer}; add it or say in vocabulary.mjs where it lives`,
    );
    return { at: '?' };
  }
  if (typeof said === 'object') return { none: said.none };
  if (existsSync(at(dir, own)))
    problems.push(`vocabulary.mjs: "${area}" has ${dir}/${own} now; drop its ${layer} entry`);
  if (!existsSync(at(dir, said)))
    problems.push(`vocabulary.mjs: ${dir}/${said} (for "${area}") does not exist`);
  else if (!mentions(at(dir, said), [...spellings(area), AREAS[area].word ?? []].flat()))
    problems.push(`vocabulary.mjs: ${dir}/${said} never names "${area}"; is that where it lives?`);
  return { at: said, elsewhere: true };
}

const cell = (p) => (p.none ? `— (${p.none})` : p.elsewhere ? `in \`${p.at}\`` : `\`${p.at}\``);
const rows = [...areas].sort().map((area) => {
  const spec = AREAS[area]?.spec ?? '?';
  return `| \`${area}\` | ${spec === 'peer' ? 'beyond the spec (peers)' : `spec ${spec}`} | \`areas/${area}\` | ${Object.keys(
    LAYERS,
  )
    .map((layer) => cell(place(area, layer)))
    .join(' | ')} |`;
});
const table = [
  '| area | spec section | API | client | schemas | hooks | console | e2e |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');

const START = '<!-- vocabulary table: written by scripts/check-vocabulary.mjs --write -->';
const END = '<!-- end of vocabulary table -->';
const architecture = readFileSync(at('ARCHITECTURE.md'), 'utf8');
const [before, rest] = architecture.split(START);
const after = rest?.split(END)[1];
if (before === undefined || after === undefined)
  problems.push(`ARCHITECTURE.md: no "${START}" … "${END}" markers`);
else {
  const written = `${before}${START}\n${table}\n${END}${after}`;
  if (process.argv.includes('--write')) writeFileSync(at('ARCHITECTURE.md'), written);
  else if (written !== architecture)
    problems.push(
      'ARCHITECTURE.md: the vocabulary table is stale; run node scripts/check-vocabulary.mjs --write',
    );
}

if (problems.length) {
  console.error(`One area, one name: ${problems.length} name(s) outside the vocabulary\n`);
  for (const p of problems) console.error(`  ${p}`);
  console.error(`\nAPI areas: ${[...areas].sort().join(', ')}`);
  process.exit(1);
}
console.log(
  `Vocabulary: ${areas.size} API areas, each in every layer; every resource, schema, hook and feature uses them.`,
);
