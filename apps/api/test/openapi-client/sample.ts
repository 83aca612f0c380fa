/**
 * Calls a partner would make with a client generated from the OpenAPI document
 * (openapi-typescript, paths.generated.ts), checked against @plaudit/api-client's own types:
 * `pnpm run typecheck` fails when the document and the client disagree.
 */
import type {
  Benchmark,
  Location,
  PublicWidget,
  Review,
  Tag,
  TagCreateBody,
  Widget,
} from '@plaudit/api-client';
import type { operations } from './paths.generated';

type Json<O extends keyof operations, S extends number = 200> =
  operations[O]['responses'] extends Record<S, { content: { 'application/hal+json': infer T } }>
    ? T
    : never;
type Path<O extends keyof operations> = operations[O]['parameters'] extends { path: infer P }
  ? P
  : never;
type Body<O extends keyof operations> = operations[O] extends {
  requestBody: { content: { 'application/json': infer T } };
}
  ? T
  : never;
/** Each type stands for the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

// Widget ids are strings (`wgt_…`); a vertical is a code.
export const widgetPath: Path<'get_api_amplify_widgets_id'> = { id: 'wgt_0123456789abcdefghijkl' };
export const publicPath: Path<'get_api_public_widgets_id'> = { id: 'wgt_0123456789abcdefghijkl' };
export const benchmarkPath: Path<'get_api_benchmark_vertical_id'> = { vertical_id: 'restaurant' };
// Ids are numbers.
export const tagPath: Path<'delete_api_tags_id'> = { id: 7 };

// Answers: what the document says is what the client's types say.
same<Json<'get_api_reviews'>['_embedded']['reviews'][number], Review>(true);
same<Json<'get_api_locations'>['_embedded']['locations'][number], Location>(true);
same<Json<'get_api_amplify_widgets_id'>, Widget>(true);
same<Json<'get_api_public_widgets_id'>, PublicWidget>(true);
same<Json<'post_api_tags', 201>, Tag>(true);
same<Json<'get_api_benchmark_vertical_id'>, Benchmark>(true);
// Requests: a body the client sends is one the document accepts.
export const tagBody: Body<'post_api_tags'> = { name: 'Patio' } satisfies TagCreateBody;
// Errors are `{ error }`, in the same media type as every answer.
export const refused: Json<'get_api_reviews', 402>['error'] = 'The trial has ended';
