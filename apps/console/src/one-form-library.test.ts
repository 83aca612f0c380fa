// Guard (node project): the console's forms are react-hook-form forms. Each `<form>` element's
// `onSubmit` is react-hook-form's `handleSubmit(...)`, written inline or kept in a variable of the
// same file (`const save = handleSubmit(...)`; `(e) => void save(e)` counts), so a form checks its
// fields with its schema, shows the message under each field and focuses the first wrong one.
// The forms not converted yet are named below with the reason; the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname);

/**
 * `file#n` (the file's nth `<form>`) of the forms whose submit is not react-hook-form's yet, and why. A search box or a
 * one-field inline add is a form for the Enter key, not a draft with messages.
 */
export const NOT_YET: Record<string, string> = {
  'features/auth/LoginPage.tsx#1': 'sign-in: its own attempt counter and messages',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.tsx$/.test(entry.name) && !/\.(test|spec)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** The text from `open` (an index of `{`) to its matching `}`, without the braces. */
function braced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** The opening tag that starts at `start` (`<form …>`), skipping `>` inside braces. */
function openingTag(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') depth--;
    else if (text[i] === '>' && depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** Whether a form's `onSubmit` expression is, or calls, a `handleSubmit(...)` of the file. */
function isHandleSubmit(expression: string, file: string): boolean {
  if (/\bhandleSubmit\(/.test(expression)) return true;
  const names = new Set(
    [...expression.matchAll(/\b([A-Za-z_$][\w$]*)\b(?!\s*[:.])/g)].map((m) => m[1]!),
  );
  return [...names].some((name) =>
    new RegExp(`const\\s+${name}\\s*=\\s*(?:\\w+\\.)?handleSubmit\\(`).test(file),
  );
}

/** `file#n` of each `<form>` whose onSubmit is not a react-hook-form `handleSubmit`. */
function formsWithoutHandleSubmit(root: string): string[] {
  const found: string[] = [];
  for (const path of sources(root)) {
    const file = relative(root, path).split('\\').join('/');
    const text = readFileSync(path, 'utf8');
    let n = 0;
    for (const match of text.matchAll(/<form[\s>]/g)) {
      n++;
      const tag = openingTag(text, match.index);
      const at = tag.indexOf('onSubmit={');
      const expression = at < 0 ? '' : braced(tag, at + 'onSubmit='.length);
      if (!isHandleSubmit(expression, text)) found.push(`${file}#${n}`);
    }
  }
  return found.sort();
}

describe('one form library', () => {
  it('every <form> submits through react-hook-form, or is named in NOT_YET with its reason', () => {
    expect(formsWithoutHandleSubmit(ROOT)).toEqual(Object.keys(NOT_YET).sort());
  });
});
