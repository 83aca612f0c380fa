import type { IssueListQuery, IssueUpdateBody, LocationIssue } from '../schemas/issues';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import type { Id, ListInput } from './resource';

export type IssueListInput = ListInput<IssueListQuery>;

/** GET /issues (account_id, location_id). */
export function listIssues(
  client: Client,
  query?: IssueListInput,
  options?: CallOptions,
): Promise<Page<LocationIssue>> {
  return client.list<LocationIssue>('/issues', 'issues', query as QueryParams, options);
}

/** PATCH /issues/{id} {muted}: Mute / Unmute. */
export function updateIssue(
  client: Client,
  id: Id,
  body: IssueUpdateBody,
  options?: CallOptions,
): Promise<LocationIssue> {
  return client.patch<LocationIssue>(`/issues/${encodeURIComponent(String(id))}`, body, options);
}

export const issues = { list: listIssues, update: updateIssue };
