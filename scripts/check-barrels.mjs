#!/usr/bin/env node
// One list per entry point: what each entry of a published package exports is written once, as
// explicit named re-exports (`export { a, type B } from './module'`). An entry may spread its
// list over barrels of its own (`export * from './areas/people'`, files of nothing but such
// lists), but no barrel `export *`s a module or another barrel, and no name is listed in two
// files of the same entry. Entries that define what they export (a component, a renderer) list
// it where it is defined.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ts = createRequire(import.meta.url)('typescript');

const problems = [];
const summary = [];

/** The `@plaudit/source` file of every entry of every package under packages/. */
function entries() {
  const found = [];
  for (const name of readdirSync(join(root, 'packages'))) {
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    for (const [entry, spec] of Object.entries(pkg.exports ?? {}))
      if (typeof spec === 'object' && spec['@plaudit/source'])
        found.push({
          name: `${pkg.name}${entry.slice(1)}`,
          file: join(root, 'packages', name, spec['@plaudit/source']),
        });
  }
  return found;
}

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** A barrel: nothing but `export { … } from` lists (comments aside). */
const isBarrel = (sf) =>
  sf.statements.every((st) => ts.isExportDeclaration(st) && st.moduleSpecifier && st.exportClause);

for (const entry of entries()) {
  const at = (file) => relative(root, file);
  /** Exported name → the files that list it. */
  const listed = new Map();
  const note = (name, file) => listed.set(name, [...(listed.get(name) ?? []), at(file)]);
  const files = [entry.file];
  for (const file of files) {
    const sf = parse(file);
    for (const st of sf.statements) {
      if (ts.isExportDeclaration(st)) {
        if (st.exportClause && ts.isNamedExports(st.exportClause)) {
          for (const el of st.exportClause.elements) note(el.name.text, file);
        } else if (st.exportClause) {
          note(st.exportClause.name.text, file); // export * as name from …
        } else if (file !== entry.file) {
          problems.push(`${at(file)}: export * from '${st.moduleSpecifier.text}' in a barrel`);
        } else {
          const target = resolve(dirname(file), `${st.moduleSpecifier.text}.ts`);
          let barrel;
          try {
            barrel = parse(target);
          } catch {
            problems.push(`${at(file)}: export * from '${st.moduleSpecifier.text}', not a barrel`);
            continue;
          }
          if (isBarrel(barrel)) files.push(target);
          else
            problems.push(
              `${at(file)}: export * from '${st.moduleSpecifier.text}', a module: list its exports`,
            );
        }
        continue;
      }
      // Declarations the entry (or a barrel) exports itself.
      const exported = ts.canHaveModifiers(st)
        ? ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
        : false;
      if (!exported) continue;
      if (file !== entry.file) problems.push(`${at(file)}: a barrel declares an export`);
      if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations) note(d.name.getText(sf), file);
      else if (st.name) note(st.name.text, file);
    }
  }
  for (const [name, where] of listed)
    if (where.length > 1)
      problems.push(`${entry.name}: ${name} is listed ${where.length} times (${where.join(', ')})`);
  summary.push(`${entry.name} ${listed.size}`);
}

if (problems.length) {
  console.error(`Barrels: ${problems.length} problem(s)\n`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`Barrels: one list per entry (${summary.join(', ')} names).`);
