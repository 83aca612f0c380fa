/**
 * Plaudit's field vocabulary on valibot. Every endpoint has one schema, built
 * from these functions and valibot's wrappers (`optional`, `nullable`,
 * `partial`); the server validates requests with it, the console's forms check
 * with it, the client takes its TypeScript types from it (`Infer<typeof schema>`)
 * and the server's OpenAPI document is generated from it.
 *
 * Messages name the field they are about: they are written with a `{label}`
 * (the field's path, or "value") or `{body}` (the path, or "body") placeholder
 * that `safeParse` fills in once valibot knows where the issue is.
 */
import * as v from 'valibot';
import { CONTROL_MESSAGE, hasControlCharacter } from './validation/control-characters';

export { answer } from './validation/answer';
export { nullable, optional, partial } from './validation/valibot-wrappers';

export type Issue = { path: string; message: string };
export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/** Any schema whose parsed value is a `T`. */
export type Schema<T = unknown> = v.GenericSchema<unknown, T>;
export type Infer<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;

/** An object schema with its entries (`schema.entries`), for spreading into another. */
export type ObjectSchema<E extends v.ObjectEntries = v.ObjectEntries> = v.ObjectSchema<
  E,
  v.ErrorMessage<v.ObjectIssue> | undefined
>;

export class ValidationError extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(formatIssues(issues));
    this.name = 'ValidationError';
    this.issues = issues;
  }
}

/** The issues of a failed validation as one sentence (`'name is required; email is too long'`). */
export function formatIssues(issues: Issue[]): string {
  // Each message already names its field.
  return issues.map((i) => i.message).join('; ');
}

/** The first issue of each field only: one clear message per field. */
const CONFIG = { abortPipeEarly: true } as const;

function issuePath(base: string, issue: v.BaseIssue<unknown>): string {
  let path = base;
  for (const item of issue.path ?? []) {
    const key = String(item.key);
    if (item.type === 'array') path += `[${key}]`;
    else path = path ? `${path}.${key}` : key;
  }
  return path;
}

/** A form's names for fields (path → label), used in messages instead of the path. */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * valibot reports a required key that is absent with its object's message ("must be an object");
 * say what is wrong instead: the field is required.
 */
const isMissingKey = (issue: v.BaseIssue<unknown>) =>
  issue.kind === 'schema' &&
  issue.type === 'object' &&
  issue.input === undefined &&
  !!issue.path?.length &&
  issue.expected?.startsWith('"') === true;

const toIssue = (base: string, issue: v.BaseIssue<unknown>, labels?: FieldLabels): Issue => {
  const path = issuePath(base, issue);
  const label = labels?.[path] ?? path;
  return {
    path,
    message: (isMissingKey(issue) ? '{label} is required' : issue.message)
      .replaceAll('{label}', label || 'value')
      .replaceAll('{body}', label || 'body'),
  };
};

/**
 * Validates and normalises `input`; never throws. `path` prefixes the issues'
 * fields; `labels` name them as a form does ("Internal Name is required").
 */
export function safeParse<T>(
  schema: Schema<T>,
  input: unknown,
  path = '',
  labels?: FieldLabels,
): Result<T> {
  const r = v.safeParse(schema, input, CONFIG);
  if (r.success) return { ok: true, value: r.output };
  return { ok: false, issues: r.issues.map((i) => toIssue(path, i, labels)) };
}

/** Parses or throws a ValidationError whose message names the field. */
export function parse<T>(schema: Schema<T>, input: unknown): T {
  const r = safeParse(schema, input);
  if (!r.ok) throw new ValidationError(r.issues);
  return r.value;
}

export { findControlCharacter, hasControlCharacter } from './validation/control-characters';

// valibot types each pipe by its exact items; the builders below choose their
// items at run time and promise only what they parse to.
type AnyItem = { readonly kind: 'schema' | 'validation' | 'transformation' | 'metadata' };
const piped = /* @__NO_SIDE_EFFECTS__ */ <T>(
  schema: v.GenericSchema,
  items: AnyItem[],
): Schema<T> =>
  (items.length
    ? v.pipe(schema, ...(items as unknown as v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>[]))
    : schema) as unknown as Schema<T>;

export type StringOptions = {
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
  trim?: boolean;
};

/** Text, trimmed unless `trim: false`, never with control characters. */
/* @__NO_SIDE_EFFECTS__ */
export function string(opts: StringOptions = {}): Schema<string> {
  const items: AnyItem[] = [v.check((s: string) => !hasControlCharacter(s), CONTROL_MESSAGE)];
  if (opts.trim !== false) items.push(v.trim());
  if (opts.min !== undefined)
    items.push(
      v.minLength(
        opts.min,
        opts.min === 1 ? '{label} is required' : `{label} must be at least ${opts.min} characters`,
      ),
    );
  if (opts.max !== undefined)
    items.push(v.maxLength(opts.max, `{label} must be at most ${opts.max} characters`));
  if (opts.pattern)
    items.push(v.regex(opts.pattern, opts.patternMessage ?? '{label} is not valid'));
  return piped(v.string('{label} must be a string'), items);
}

/** Query strings carry numbers and booleans as text: these read them first. */
const fromText = /* @__NO_SIDE_EFFECTS__ */ (read: (text: string) => unknown) =>
  v.transform((input: unknown) => (typeof input === 'string' ? read(input) : input));

export type NumberOptions = { int?: boolean; min?: number; max?: number; coerce?: boolean };

/** A number schema (`coerce` reads query-string text first; `int`, `min`, `max` bound it). */
/* @__NO_SIDE_EFFECTS__ */
export function number(opts: NumberOptions = {}): Schema<number> {
  const NOT_A_NUMBER = '{label} must be a number';
  const items: AnyItem[] = [];
  if (opts.coerce) items.push(fromText((s) => (s.trim() === '' ? s : Number(s))));
  items.push(v.number(NOT_A_NUMBER), v.finite(NOT_A_NUMBER));
  if (opts.int) items.push(v.integer('{label} must be a whole number'));
  if (opts.min !== undefined)
    items.push(v.minValue(opts.min, `{label} must be at least ${opts.min}`));
  if (opts.max !== undefined)
    items.push(v.maxValue(opts.max, `{label} must be at most ${opts.max}`));
  return piped(v.unknown(), items);
}

/** A positive integer id; strings of digits are accepted (path and query values). */
/* @__NO_SIDE_EFFECTS__ */
export function id(): Schema<number> {
  const NOT_AN_ID = '{label} must be a valid id';
  return piped(v.unknown(), [
    fromText((s) => (/^\d{1,15}$/.test(s) ? Number(s) : s)),
    v.number(NOT_AN_ID),
    v.safeInteger(NOT_AN_ID),
    v.minValue(1, NOT_AN_ID),
  ]);
}

/** A boolean schema (`coerce` also reads `'true'`, `'false'`, `'1'`, `'0'` from query strings). */
/* @__NO_SIDE_EFFECTS__ */
export function boolean(opts: { coerce?: boolean } = {}): Schema<boolean> {
  const NOT_A_BOOLEAN = '{label} must be true or false';
  if (!opts.coerce) return v.boolean(NOT_A_BOOLEAN);
  const TEXT: Record<string, boolean> = { true: true, 1: true, false: false, 0: false };
  return piped(v.unknown(), [fromText((s) => TEXT[s] ?? s), v.boolean(NOT_A_BOOLEAN)]);
}

/** A schema accepting exactly `expected`. */
/* @__NO_SIDE_EFFECTS__ */
export function literal<const T extends string | number | boolean>(expected: T): Schema<T> {
  return v.literal(expected, `{label} must be ${JSON.stringify(expected)}`) as Schema<T>;
}

/** A schema accepting one of `values`; its message lists them. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends readonly string[]>(values: T): Schema<T[number]> {
  return v.picklist(values, `{label} must be one of: ${values.join(', ')}`) as Schema<T[number]>;
}

/**
 * The http(s) URL a text names, or null: only http and https, a host with a
 * dot (or localhost, or a literal IPv6 address in brackets), and no user name
 * or password. Text without a scheme is taken as https (a website typed as
 * `example.com`).
 */
export function toHttpUrl(text: string): string | null {
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  const href = hasScheme ? text : `https://${text}`;
  try {
    const u = new URL(href);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (u.username || u.password) return null;
    if (!u.hostname.includes('.') && u.hostname !== 'localhost' && !u.hostname.startsWith('['))
      return null;
    return href;
  } catch {
    return null;
  }
}

/** An http(s) URL (see toHttpUrl), stored with its scheme; `allowEmpty` lets '' through (to clear it). */
/* @__NO_SIDE_EFFECTS__ */
export function httpUrl(
  opts: { max?: number; message?: string; allowEmpty?: boolean } = {},
): Schema<string> {
  return piped(string({ max: opts.max ?? 2048 }), [
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = dataset.value as string;
      if (opts.allowEmpty && text === '') return text;
      const url = toHttpUrl(text);
      if (url) return url;
      addIssue({ message: opts.message ?? '{label} must be an http or https address' });
      return NEVER;
    }),
  ]);
}

/** A calendar date written YYYY-MM-DD. */
/* @__NO_SIDE_EFFECTS__ */
export function date(): Schema<string> {
  const NOT_A_DATE = '{label} must be a date (YYYY-MM-DD)';
  return piped(v.string(NOT_A_DATE), [
    v.regex(/^\d{4}-\d{2}-\d{2}$/, NOT_A_DATE),
    v.check((s: string) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, '{label} is not a valid date'),
  ]);
}

/** An ISO 8601 timestamp or a YYYY-MM-DD date. */
/* @__NO_SIDE_EFFECTS__ */
export function datetime(): Schema<string> {
  const NOT_A_TIMESTAMP = '{label} must be a date or timestamp';
  return piped(v.string(NOT_A_TIMESTAMP), [
    v.regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, NOT_A_TIMESTAMP),
    v.check((s: string) => !Number.isNaN(new Date(s).getTime()), '{label} is not a valid date'),
  ]);
}

let knownTimeZones: Set<string> | null = null;

/**
 * Whether `name` is an IANA time zone this runtime knows: one of
 * `Intl.supportedValuesOf('timeZone')` (or UTC), or a link to one (Asia/Calcutta
 * for Asia/Kolkata), so browsers and servers with other ICU versions agree.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  knownTimeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (knownTimeZones.has(name)) return true;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions()
      .timeZone;
    return knownTimeZones.has(resolved) && resolved.toLowerCase() !== name.toLowerCase();
  } catch {
    return false;
  }
}

/** An IANA time zone name (see isTimeZone), e.g. America/Chicago. */
/* @__NO_SIDE_EFFECTS__ */
export function timeZone(): Schema<string> {
  return piped(string({ min: 1, max: 64 }), [
    v.check(isTimeZone, '{label} must be a time zone such as America/Chicago'),
  ]);
}

/** A list; with `coerce`, query-string forms (`a,b`, or one repeated key) are read as lists too. */
/* @__NO_SIDE_EFFECTS__ */
export function array<T>(
  item: Schema<T>,
  opts: { min?: number; max?: number; coerce?: boolean } = {},
): Schema<T[]> {
  const items: AnyItem[] = [];
  if (opts.coerce)
    items.push(
      v.transform((input: unknown) => {
        if (typeof input === 'string') return input === '' ? [] : input.split(',');
        return input !== undefined && !Array.isArray(input) ? [input] : input;
      }),
    );
  items.push(v.array(item, '{label} must be a list'));
  if (opts.min !== undefined)
    items.push(
      v.minLength(opts.min, `{label} needs at least ${opts.min} item${opts.min === 1 ? '' : 's'}`),
    );
  if (opts.max !== undefined)
    items.push(v.maxLength(opts.max, `{label} allows at most ${opts.max} items`));
  return opts.coerce
    ? piped(v.unknown(), items)
    : piped(items[0] as v.GenericSchema, items.slice(1));
}

const NOT_AN_OBJECT = '{body} must be an object';

/**
 * valibot takes a list for an object (it is one, in JavaScript); a JSON array
 * where an object belongs is refused like any other non-object. The check runs
 * with `this`, so `partial()` copies keep it.
 */
/* @__NO_SIDE_EFFECTS__ */
function refuseLists<S extends v.GenericSchema>(schema: S): S {
  const run = schema['~run'];
  return {
    ...schema,
    '~run'(this: S, dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      return run.call(
        this,
        Array.isArray(dataset.value) ? { ...dataset, value: null } : dataset,
        config,
      );
    },
  };
}

/**
 * An object schema. Unknown keys are dropped (so clients may send whole
 * objects they received), unless `strict` is set. `partial(schema)` makes every
 * field optional (PATCH bodies); `schema.entries` spreads its fields into another.
 */
export function object<const E extends v.ObjectEntries>(entries: E): ObjectSchema<E>;
export function object<const E extends v.ObjectEntries>(
  entries: E,
  opts: { strict: true },
): v.StrictObjectSchema<E, v.ErrorMessage<v.StrictObjectIssue>>;
/* @__NO_SIDE_EFFECTS__ */
export function object<const E extends v.ObjectEntries>(
  entries: E,
  opts: { strict?: boolean } = {},
): ObjectSchema<E> | v.StrictObjectSchema<E, v.ErrorMessage<v.StrictObjectIssue>> {
  if (!opts.strict) return refuseLists(v.object(entries, NOT_AN_OBJECT));
  return refuseLists(
    v.strictObject(entries, (issue) =>
      issue.expected === 'never' ? `${String(issue.input)} is not allowed` : NOT_AN_OBJECT,
    ),
  );
}

/** A map from strings to values of one schema. */
/* @__NO_SIDE_EFFECTS__ */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  return refuseLists(v.record(v.string(), value, '{label} must be an object')) as Schema<
    Record<string, T>
  >;
}

/** Any JSON value, passed through unchanged (for free-form configs). */
/* @__NO_SIDE_EFFECTS__ */
export function json(): Schema<unknown> {
  return v.unknown();
}

/** The first option that parses; otherwise the first option's complaint. */
/* @__NO_SIDE_EFFECTS__ */
export function union<const T extends readonly Schema[]>(...options: T): Schema<Infer<T[number]>> {
  return v.union(
    options as unknown as Schema[],
    (issue) => issue.issues?.[0]?.message ?? '{label} is not valid',
  ) as Schema<Infer<T[number]>>;
}

/** Applies a check after a schema succeeded; `test` returns the message, or null when it passes. */
/* @__NO_SIDE_EFFECTS__ */
export function refine<S extends Schema>(
  schema: S,
  test: (v: Infer<S>) => string | null,
): Schema<Infer<S>> {
  return v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = test(dataset.value as Infer<S>);
      if (message) addIssue({ message });
    }),
  ) as unknown as Schema<Infer<S>>;
}
