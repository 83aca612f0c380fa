#!/usr/bin/env node
// The API reference of the four published packages, generated from their TSDoc with TypeDoc
// (markdown, one page per entry point) into docs/reference/<package>/.
//
//   node scripts/reference.mjs          writes docs/reference/ (`pnpm run reference` also writes the
//                                       scope table of scripts/scope-table.ts)
//   node scripts/reference.mjs --check  generates into a temporary directory and fails when the
//                                       committed copy differs, or when an export has no doc comment
//
// Both read the packages' sources (their `@plaudit/source` entries), so no build is needed.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, LogLevel, ReflectionKind } from 'typedoc';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REFERENCE = join(ROOT, 'docs/reference');
export const PACKAGES = ['api-client', 'hooks', 'ui-kit', 'amplify'];

/** The source file of every entry point a package exports (its `@plaudit/source` condition). */
function entryPoints(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return Object.values(manifest.exports)
    .map((target) => (typeof target === 'object' ? target['@plaudit/source'] : undefined))
    .filter(Boolean)
    .map((file) => join(dir, file));
}

/**
 * Renders one package's reference into `out`. Returns the exports without a doc comment (each
 * `name (file)`), which TypeDoc would otherwise print one warning at a time.
 */
async function render(pkg, out) {
  const dir = join(ROOT, 'packages', pkg);
  const app = await Application.bootstrapWithPlugins({
    entryPoints: entryPoints(dir),
    tsconfig: join(dir, 'tsconfig.json'),
    plugin: ['typedoc-plugin-markdown'],
    out,
    name: `@plaudit/${pkg}`,
    readme: 'none',
    // No links to source lines: they would change with every commit.
    disableSources: true,
    excludePrivate: true,
    excludeInternal: true,
    excludeExternals: true,
    // One markdown page per entry point, members grouped by kind.
    outputFileStrategy: 'modules',
    hideBreadcrumbs: true,
    hidePageHeader: true,
    useCodeBlocks: true,
    // What a partner calls and renders first (calls, hooks, components), then the types.
    groupOrder: ['Functions', 'Variables', 'Classes', '*'],
    sort: ['kind', 'alphabetical'],
    logLevel: LogLevel.Warn,
    validation: { notExported: false, invalidLink: true, notDocumented: false },
    treatWarningsAsErrors: false,
    // `pnpm run typecheck` checks the types; TypeDoc only reads them (a third of its time).
    skipErrorChecking: true,
  });
  // Schema types merge objects whose fields carry the same comment: TypeDoc says so per field.
  const warn = app.logger.warn.bind(app.logger);
  app.logger.warn = (message, ...rest) => {
    if (!/has multiple declarations with a comment/.test(String(message))) warn(message, ...rest);
  };
  const project = await app.convert();
  if (!project) throw new Error(`TypeDoc could not convert @plaudit/${pkg}`);
  app.validate(project);
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error(`TypeDoc reported errors for @plaudit/${pkg}`);
  return undocumentedExports(project);
}

/** Kinds of exports that must carry a doc comment: the calls, hooks, components and classes. */
const MUST_DOCUMENT = ReflectionKind.Function | ReflectionKind.Class;

/** A constant holding a function (`export const useReviews = listHook(...)`) is a function too. */
const holdsFunction = (r) =>
  r.kindOf(ReflectionKind.Variable) &&
  r.type?.type === 'reflection' &&
  (r.type.declaration.signatures?.length ?? 0) > 0;

/**
 * The package's exported functions (calls, hooks, components, also when held by a constant)
 * and classes without a doc comment, as `entry: name`. Types and other constants are not
 * required to have one.
 */
function undocumentedExports(project) {
  const modules = project.children?.every((c) => c.kindOf(ReflectionKind.Module))
    ? project.children
    : [project];
  const missing = [];
  for (const mod of modules)
    for (const child of mod.children ?? []) {
      const target = child.kindOf(ReflectionKind.Reference)
        ? child.getTargetReflectionDeep()
        : child;
      if (!target.kindOf(MUST_DOCUMENT) && !holdsFunction(target)) continue;
      const signatures = target.signatures ?? target.type?.declaration?.signatures ?? [];
      const documented = target.hasComment() || signatures.some((s) => s.hasComment());
      if (!documented) missing.push(`${mod === project ? '' : `${mod.name}: `}${child.name}`);
    }
  return missing;
}

const INDEX = `# API reference

Every export of the four packages, generated from their TSDoc comments by
\`pnpm run reference\` (do not edit these pages by hand; \`npm test\` fails when they are
out of date). Start with the partner quickstart in the api-client README.

- [@plaudit/api-client](api-client/README.md): the client, every call, the OAuth helpers, types;
  [\`/schemas\`](api-client/schemas.md): request schemas and shared constants
- [@plaudit/hooks](hooks/README.md): \`ApiProvider\`, the session, data hooks, URL filters, permissions
- [@plaudit/ui-kit](ui-kit/README.md): components
- [@plaudit/amplify](amplify/README.md): the review widgets (\`mount\`), [\`/react\`](amplify/react.md)
  (\`PlauditWidget\`), [\`/server\`](amplify/server.md) (HTML rendering)
`;

/** Every file under `dir`, as paths relative to it. */
function files(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  try {
    walk(dir);
  } catch {
    // A directory that does not exist has no files.
  }
  return out.sort();
}

/** The files that differ between two trees (added, removed or changed). */
export function differences(expected, actual) {
  const a = files(expected);
  const b = files(actual);
  const changed = [];
  for (const file of new Set([...a, ...b]))
    if (
      !a.includes(file) ||
      !b.includes(file) ||
      readFileSync(join(expected, file), 'utf8') !== readFileSync(join(actual, file), 'utf8')
    )
      changed.push(file);
  return changed.sort();
}

async function main() {
  const check = process.argv.includes('--check');
  const started = Date.now();
  const target = check ? mkdtempSync(join(tmpdir(), 'plaudit-reference-')) : REFERENCE;
  const problems = [];
  try {
    for (const pkg of PACKAGES) {
      const out = join(target, pkg);
      rmSync(out, { recursive: true, force: true });
      const t = Date.now();
      const undocumented = await render(pkg, out);
      console.log(`@plaudit/${pkg}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
      for (const name of undocumented) problems.push(`@plaudit/${pkg}: ${name} has no doc comment`);
    }
    writeFileSync(join(target, 'README.md'), INDEX);
    if (check) {
      const stale = differences(REFERENCE, target);
      if (stale.length)
        problems.push(
          `docs/reference is stale (${stale.length} files differ: ${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}); run \`pnpm run reference\` and commit it`,
        );
    }
  } finally {
    if (check) rmSync(target, { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} problem(s) in the API reference (${seconds} s)`);
    process.exit(1);
  }
  console.log(
    `API reference ${check ? 'is up to date' : 'written to docs/reference'} (${seconds} s)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
