// Shared vocabulary: queries, HAL lists, validation types.
// Each call is a standalone function taking the client first (tree-shakeable); the types and
// constants of the same areas follow (runtime schemas live in '@plaudit/api-client/schemas').

export type { ErrorBody, HalLink, HalList, IdParam } from '../schemas/common';
export type { QueryParams, QueryValue } from '../schemas/query';
export type {
  Infer,
  Issue,
  NumberOptions,
  ObjectSchema,
  Result,
  Schema,
  StringOptions,
  ValidationError,
} from '../schemas/validate';
