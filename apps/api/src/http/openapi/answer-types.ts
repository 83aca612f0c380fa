import type { AnswerType, RouteDoc } from './describe-route';

/** The @plaudit/api-client type names the routes answer with, once each, sorted. */
export function answerTypeNames(docs: readonly RouteDoc[]): string[] {
  const names = new Set<string>();
  for (const doc of docs) for (const name of namesOf(doc.returns)) names.add(name);
  return [...names].sort();
}

const namesOf = (returns: AnswerType | undefined): readonly string[] =>
  returns === undefined
    ? []
    : typeof returns === 'string'
      ? [returns]
      : Array.isArray(returns)
        ? returns
        : [];

/** The JSON Schema of an answer: references to the generated component schemas, or the inline one. */
export function answerSchema(returns: AnswerType | undefined): Record<string, unknown> {
  if (returns === undefined) return { type: 'object' };
  if (typeof returns === 'string') return { $ref: `#/components/schemas/${returns}` };
  if (Array.isArray(returns))
    return { oneOf: returns.map((name) => ({ $ref: `#/components/schemas/${name}` })) };
  return returns as Record<string, unknown>;
}

/** Does the route answer with JSON (and so must say what)? */
export function answersJson(doc: RouteDoc): boolean {
  if (doc.answer) return false;
  return [doc.status ?? 200].flat().some((s) => s !== 204 && s !== 302);
}
