import { describe, expect, it } from 'vitest';
import { markDefinitionsPure } from '../pure-definitions';

describe('markDefinitionsPure', () => {
  it('wraps top-level constants that run code, and nothing else', () => {
    const source = [
      "export const list = object({ ...listQuery(['name']), id: id() });",
      "export const NAMES = ['a', 'b'];",
      'export const make = () => object({});',
      'let count = next();',
      'function f() { const inner = g(); return inner; }',
    ].join('\n');
    expect(markDefinitionsPure(source, 'x.ts').split('\n')).toEqual([
      "export const list = /* @__PURE__ */ (() => (object({ ...listQuery(['name']), id: id() })))();",
      "export const NAMES = ['a', 'b'];",
      'export const make = () => object({});',
      'let count = next();',
      'function f() { const inner = g(); return inner; }',
    ]);
  });
});
