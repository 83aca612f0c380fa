/**
 * `@plaudit/api-client/schemas`: the request schemas the server validates with (valibot), their
 * types, `safeParse` / `parse`, `toQueryString` and the constants shared with the server
 * (`OAUTH_SCOPES`, `REVIEW_STATUSES`, …). One explicit list per part of the product in
 * ./barrels (each names every export of its areas).
 *
 * @packageDocumentation
 */

export * from './barrels/locations';
export * from './barrels/people';
export * from './barrels/reports';
export * from './barrels/reviews';
export * from './barrels/toolkit';
export * from './barrels/widgets';
