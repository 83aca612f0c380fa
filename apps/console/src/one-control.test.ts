// Guard (node project): the console draws its controls with ui-kit's components only. A button is
// ui-kit's `Button` (a link drawn as one takes `buttonClass()`), a single-choice list is ui-kit's
// `Select`, so no page mixes hand-made and ui-kit controls. Scans the console's sources (not its
// tests) for the hand-written button classes and raw `<select>` elements.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname);

/** What a hand-made control looks like in JSX, and what to use instead. */
const RULES: { pattern: RegExp; use: string }[] = [
  // `className="button button--primary"`, `className={`button ${…}`}`, `cx('button', …)`
  { pattern: /className=\{?\s*[`'"]button[\s`'"]/, use: 'ui-kit Button (a link: buttonClass())' },
  { pattern: /['"`\s]button--[a-z-]+/, use: 'ui-kit Button variant / size' },
  { pattern: /<select\b/, use: 'ui-kit Select' },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line: text → use` for each hand-made control in the console's sources. */
function handMadeControls(root: string): string[] {
  const found: string[] = [];
  for (const path of sources(root)) {
    const file = relative(root, path).split('\\').join('/');
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const rule = RULES.find((r) => r.pattern.test(line));
        if (rule) found.push(`${file}:${index + 1}: ${line.trim()} → ${rule.use}`);
      });
  }
  return found;
}

describe('one component per control', () => {
  it('the console writes no button classes and no raw <select> by hand', () => {
    expect(handMadeControls(ROOT)).toEqual([]);
  });
});
