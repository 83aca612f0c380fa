import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/**
 * Does evaluating `node` run code a bundler cannot prove harmless (a call, `new`, a spread, a
 * property read) outside any function it defines?
 */
function runsCode(node: ts.Node): boolean {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  if (
    ts.isCallExpression(node) ||
    ts.isNewExpression(node) ||
    ts.isSpreadAssignment(node) ||
    ts.isSpreadElement(node) ||
    ts.isTaggedTemplateExpression(node) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node)
  )
    return true;
  return ts.forEachChild(node, runsCode) ?? false;
}

/**
 * Wraps the value of every top-level `const` that runs code in `/* @__PURE__ *\/ (() => …)()`.
 * The package's top-level constants are definitions (schemas built from other schemas, spreads of
 * shared fields, lookups built from lists): marked so, a bundler drops those an app does not use.
 * Bundlers keep an unused `object({ ...listQuery(), … })` otherwise, since a spread might run a
 * getter, and with it valibot and every schema it names.
 */
export function markDefinitionsPure(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const edits: { at: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !runsCode(init)) continue;
      edits.push({ at: init.getStart(file), text: '/* @__PURE__ */ (() => (' });
      edits.push({ at: init.getEnd(), text: '))()' });
    }
  }
  let out = source;
  for (const edit of edits.sort((a, b) => b.at - a.at))
    out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
  return out;
}

/** The esbuild plugin applying `markDefinitionsPure` to the package's own sources. */
export const pureDefinitions: Plugin = {
  name: 'pure-definitions',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.ts$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      return { contents: markDefinitionsPure(source, args.path), loader: 'ts' };
    });
  },
};
