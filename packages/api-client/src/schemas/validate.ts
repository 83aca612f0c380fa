/**
 * A very small, dependency-free schema library. Every Plaudit endpoint has one
 * schema, built with these functions; the server validates requests with it and
 * the client takes its TypeScript types from it (`Infer<typeof schema>`).
 */

export type Issue = { path: string; message: string };
export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export interface Schema<T> {
  readonly kind: string;
  /** Validates and normalises `input`; never throws. */
  safeParse(input: unknown, path?: string): Result<T>;
  optional(): Schema<T | undefined>;
  nullable(): Schema<T | null>;
  default(value: T): Schema<T>;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

export class ValidationError extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(formatIssues(issues));
    this.name = 'ValidationError';
    this.issues = issues;
  }
}

export function formatIssues(issues: Issue[]): string {
  // Each message already names its field.
  return issues.map((i) => i.message).join('; ');
}

/** Parses or throws a ValidationError whose message names the field. */
export function parse<T>(schema: Schema<T>, input: unknown): T {
  const r = schema.safeParse(input, '');
  if (!r.ok) throw new ValidationError(r.issues);
  return r.value;
}

function fail(path: string, message: string): { ok: false; issues: Issue[] } {
  return { ok: false, issues: [{ path, message }] };
}

function make<T>(kind: string, check: (input: unknown, path: string) => Result<T>): Schema<T> {
  const schema: Schema<T> = {
    kind,
    safeParse: (input, path = '') => check(input, path),
    optional: () =>
      make<T | undefined>(kind, (input, path) =>
        input === undefined ? { ok: true, value: undefined } : check(input, path),
      ),
    nullable: () =>
      make<T | null>(kind, (input, path) =>
        input === null ? { ok: true, value: null } : check(input, path),
      ),
    default: (value: T) =>
      make<T>(kind, (input, path) =>
        input === undefined ? { ok: true, value } : check(input, path),
      ),
  };
  return schema;
}

const label = (path: string) => path || 'value';

/**
 * C0 control characters other than tab, line feed and carriage return, and
 * DEL: never part of text a person typed (a NUL cannot even be stored).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);
const controlCharacterIssue = (path: string): Issue => ({
  path,
  message: `${label(path)} must not contain control characters`,
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

export type StringOptions = {
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
  trim?: boolean;
};

export function string(opts: StringOptions = {}): Schema<string> {
  return make('string', (input, path) => {
    if (typeof input !== 'string') return fail(path, `${label(path)} must be a string`);
    if (hasControlCharacter(input)) return { ok: false, issues: [controlCharacterIssue(path)] };
    const value = opts.trim === false ? input : input.trim();
    if (opts.min !== undefined && value.length < opts.min)
      return fail(
        path,
        opts.min === 1
          ? `${label(path)} is required`
          : `${label(path)} must be at least ${opts.min} characters`,
      );
    if (opts.max !== undefined && value.length > opts.max)
      return fail(path, `${label(path)} must be at most ${opts.max} characters`);
    if (opts.pattern && !opts.pattern.test(value))
      return fail(path, opts.patternMessage ?? `${label(path)} is not valid`);
    return { ok: true, value };
  });
}

export type NumberOptions = { int?: boolean; min?: number; max?: number; coerce?: boolean };

export function number(opts: NumberOptions = {}): Schema<number> {
  return make('number', (input, path) => {
    let n: unknown = input;
    if (opts.coerce && typeof input === 'string' && input.trim() !== '') n = Number(input);
    if (typeof n !== 'number' || !Number.isFinite(n))
      return fail(path, `${label(path)} must be a number`);
    if (opts.int && !Number.isInteger(n))
      return fail(path, `${label(path)} must be a whole number`);
    if (opts.min !== undefined && n < opts.min)
      return fail(path, `${label(path)} must be at least ${opts.min}`);
    if (opts.max !== undefined && n > opts.max)
      return fail(path, `${label(path)} must be at most ${opts.max}`);
    return { ok: true, value: n };
  });
}

/** A positive integer id; strings of digits are accepted (path and query values). */
export function id(): Schema<number> {
  return make('id', (input, path) => {
    const n = typeof input === 'string' && /^\d{1,15}$/.test(input) ? Number(input) : input;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1)
      return fail(path, `${label(path)} must be a valid id`);
    return { ok: true, value: n };
  });
}

export function boolean(opts: { coerce?: boolean } = {}): Schema<boolean> {
  return make('boolean', (input, path) => {
    if (typeof input === 'boolean') return { ok: true, value: input };
    if (opts.coerce && (input === 'true' || input === '1')) return { ok: true, value: true };
    if (opts.coerce && (input === 'false' || input === '0')) return { ok: true, value: false };
    return fail(path, `${label(path)} must be true or false`);
  });
}

export function literal<const T extends string | number | boolean>(expected: T): Schema<T> {
  return make('literal', (input, path) =>
    input === expected
      ? { ok: true, value: expected }
      : fail(path, `${label(path)} must be ${JSON.stringify(expected)}`),
  );
}

export function oneOf<const T extends readonly string[]>(values: T): Schema<T[number]> {
  return make('enum', (input, path) =>
    typeof input === 'string' && (values as readonly string[]).includes(input)
      ? { ok: true, value: input as T[number] }
      : fail(path, `${label(path)} must be one of: ${values.join(', ')}`),
  );
}

/**
 * The http(s) URL a text names, or null: only http and https, a host with a
 * dot (or localhost), and no user name or password. Text without a scheme is
 * taken as https (a website typed as `example.com`).
 */
export function toHttpUrl(text: string): string | null {
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  const href = hasScheme ? text : `https://${text}`;
  try {
    const u = new URL(href);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (u.username || u.password) return null;
    if (!u.hostname.includes('.') && u.hostname !== 'localhost') return null;
    return href;
  } catch {
    return null;
  }
}

/** An http(s) URL (see toHttpUrl), stored with its scheme; `allowEmpty` lets '' through (to clear it). */
export function httpUrl(
  opts: { max?: number; message?: string; allowEmpty?: boolean } = {},
): Schema<string> {
  return make('url', (input, path) => {
    const text = string({ max: opts.max ?? 2048 }).safeParse(input, path);
    if (!text.ok) return text;
    if (opts.allowEmpty && text.value === '') return text;
    const url = toHttpUrl(text.value);
    return url
      ? { ok: true, value: url }
      : fail(path, opts.message ?? `${label(path)} must be an http or https address`);
  });
}

/** A calendar date written YYYY-MM-DD. */
export function date(): Schema<string> {
  return make('date', (input, path) => {
    if (typeof input !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input))
      return fail(path, `${label(path)} must be a date (YYYY-MM-DD)`);
    const d = new Date(`${input}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== input)
      return fail(path, `${label(path)} is not a valid date`);
    return { ok: true, value: input };
  });
}

/** An ISO 8601 timestamp or a YYYY-MM-DD date. */
export function datetime(): Schema<string> {
  return make('datetime', (input, path) => {
    if (
      typeof input !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(input)
    )
      return fail(path, `${label(path)} must be a date or timestamp`);
    if (Number.isNaN(new Date(input).getTime()))
      return fail(path, `${label(path)} is not a valid date`);
    return { ok: true, value: input };
  });
}

export function array<T>(
  item: Schema<T>,
  opts: { min?: number; max?: number; coerce?: boolean } = {},
): Schema<T[]> {
  return make('array', (input, path) => {
    let list: unknown = input;
    // Query strings carry lists as `a,b` or repeated keys; both arrive here.
    if (opts.coerce && typeof input === 'string') list = input === '' ? [] : input.split(',');
    if (opts.coerce && typeof input !== 'string' && !Array.isArray(input) && input !== undefined)
      list = [input];
    if (!Array.isArray(list)) return fail(path, `${label(path)} must be a list`);
    if (opts.min !== undefined && list.length < opts.min)
      return fail(
        path,
        `${label(path)} needs at least ${opts.min} item${opts.min === 1 ? '' : 's'}`,
      );
    if (opts.max !== undefined && list.length > opts.max)
      return fail(path, `${label(path)} allows at most ${opts.max} items`);
    const out: T[] = [];
    const issues: Issue[] = [];
    list.forEach((v, i) => {
      const r = item.safeParse(v, `${path}[${i}]`);
      if (r.ok) out.push(r.value);
      else issues.push(...r.issues);
    });
    return issues.length ? { ok: false, issues } : { ok: true, value: out };
  });
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends Infer<S[K]> ? K : never;
}[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;
export type ObjectOf<S extends Shape> = { [K in RequiredKeys<S>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>;
} extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

export type ObjectSchema<S extends Shape> = Schema<ObjectOf<S>> & {
  readonly shape: S;
  /** A copy in which every field may be left out (for PATCH bodies). */
  partial(): Schema<Partial<ObjectOf<S>>>;
};

/**
 * An object schema. Unknown keys are dropped (so clients may send whole
 * objects they received), unless `strict` is set.
 */
export function object<S extends Shape>(
  shape: S,
  opts: { strict?: boolean } = {},
): ObjectSchema<S> {
  const check = (input: unknown, path: string, partial: boolean): Result<ObjectOf<S>> => {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return fail(path, `${path || 'body'} must be an object`);
    const src = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const issues: Issue[] = [];
    for (const key of Object.keys(shape)) {
      if (partial && src[key] === undefined) continue;
      const r = shape[key]!.safeParse(src[key], path ? `${path}.${key}` : key);
      if (r.ok) {
        if (r.value !== undefined) out[key] = r.value;
      } else issues.push(...r.issues);
    }
    if (opts.strict)
      for (const key of Object.keys(src))
        if (!(key in shape))
          issues.push({ path: path ? `${path}.${key}` : key, message: `${key} is not allowed` });
    return issues.length ? { ok: false, issues } : { ok: true, value: out as ObjectOf<S> };
  };
  const base = make<ObjectOf<S>>('object', (input, path) => check(input, path, false));
  return Object.assign(base, {
    shape,
    partial: () =>
      make<Partial<ObjectOf<S>>>(
        'object',
        (input, path) => check(input, path, true) as Result<Partial<ObjectOf<S>>>,
      ),
  });
}

/** A map from strings to values of one schema. */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  return make('record', (input, path) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return fail(path, `${label(path)} must be an object`);
    const out: Record<string, T> = {};
    const issues: Issue[] = [];
    for (const [k, v] of Object.entries(input)) {
      const r = value.safeParse(v, path ? `${path}.${k}` : k);
      if (r.ok) out[k] = r.value;
      else issues.push(...r.issues);
    }
    return issues.length ? { ok: false, issues } : { ok: true, value: out };
  });
}

/** Any JSON value, passed through unchanged (for free-form configs). */
export function json(): Schema<unknown> {
  return make('json', (input) => ({ ok: true, value: input }));
}

export function union<T extends readonly Schema<unknown>[]>(
  ...options: T
): Schema<Infer<T[number]>> {
  return make('union', (input, path) => {
    let first: Result<unknown> | undefined;
    for (const o of options) {
      const r = o.safeParse(input, path);
      if (r.ok) return r as Result<Infer<T[number]>>;
      first ??= r;
    }
    return first as Result<Infer<T[number]>>;
  });
}

/** Applies a check after a schema succeeded. */
export function refine<T>(schema: Schema<T>, test: (v: T) => string | null): Schema<T> {
  return make(schema.kind, (input, path) => {
    const r = schema.safeParse(input, path);
    if (!r.ok) return r;
    const message = test(r.value);
    return message ? fail(path, message) : r;
  });
}
