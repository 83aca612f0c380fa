import type { Issue } from '../validate';

/**
 * C0 control characters other than tab, line feed and carriage return, and
 * DEL: never part of text a person typed (a NUL cannot even be stored).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Whether `text` holds a control character (other than tab and line breaks). */
export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);
export const CONTROL_MESSAGE = '{label} must not contain control characters';
const controlCharacterIssue = (path: string): Issue => ({
  path,
  message: CONTROL_MESSAGE.replace('{label}', path || 'value'),
});

/**
 * The first string (value or key) anywhere in `input` that holds a control
 * character, as an issue naming its field; null when there is none. The
 * server runs this over every body and query before their schemas.
 */
export function findControlCharacter(input: unknown, path = ''): Issue | null {
  if (typeof input === 'string')
    return hasControlCharacter(input) ? controlCharacterIssue(path) : null;
  if (typeof input !== 'object' || input === null) return null;
  if (Array.isArray(input)) {
    for (let i = 0; i < input.length; i++) {
      const issue = findControlCharacter(input[i], `${path}[${i}]`);
      if (issue) return issue;
    }
    return null;
  }
  for (const [key, value] of Object.entries(input)) {
    const at = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return controlCharacterIssue(at);
    const issue = findControlCharacter(value, at);
    if (issue) return issue;
  }
  return null;
}
