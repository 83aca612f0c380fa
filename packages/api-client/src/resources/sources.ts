import type { Source, SourceListQuery } from '../schemas/sources';
import type { CallOptions, Client } from '../transport/create-client';
import type { Page } from '../transport/normalize-list';
import { type Id, type ListInput, resource } from './resource';

export type SourceListInput = ListInput<SourceListQuery>;

const sourcesAt = (client: Client) =>
  resource<Source, never, never, SourceListInput>(client, '/sources', 'sources');

/** GET /sources (keywords, imagesOnly, directories_only, search_type; sort `ordinal,name`). */
export function listSources(
  client: Client,
  query?: SourceListInput,
  options?: CallOptions,
): Promise<Page<Source>> {
  return sourcesAt(client).list(query, options);
}

/** GET /sources/{id} */
export function getSource(client: Client, id: Id, options?: CallOptions): Promise<Source> {
  return sourcesAt(client).get(id, options);
}

export const sources = { list: listSources, get: getSource };
