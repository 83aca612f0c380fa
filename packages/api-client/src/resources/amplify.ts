import type {
  FeatureRequestBody,
  FeatureRequestResult,
  Widget,
  WidgetCreateBody,
  WidgetList,
  WidgetListQuery,
  WidgetUpdateBody,
} from '../schemas/amplify';
import type { QueryParams } from '../schemas/query';
import type { CallOptions, Client } from '../transport/create-client';
import type { ListInput } from './resource';

/**
 * Amplify (spec 3 sections 2.2, 2.4, 3, 7): the account's widgets and the
 * feature-request call of the teaser pages. The widget list answers
 * `{ widgets[], paging }` (not the HAL envelope), so it is returned as is.
 */

/** page, per_page (24 by default), keywords, sort, widget_type. */
export type WidgetListInput = ListInput<WidgetListQuery>;

const at = (id: string) => `/amplify/widgets/${encodeURIComponent(id)}`;

/** GET /amplify/widgets → `{ widgets, paging: { page, per_page, total, total_pages }, _links }`. */
export function listWidgets(
  client: Client,
  query?: WidgetListInput,
  options?: CallOptions,
): Promise<WidgetList> {
  return client.request<WidgetList>('GET', '/amplify/widgets', {
    ...options,
    query: query as QueryParams | undefined,
  });
}

/** GET /amplify/widgets/{id} */
export function getWidget(client: Client, id: string, options?: CallOptions): Promise<Widget> {
  return client.request<Widget>('GET', at(id), options);
}

/** POST /amplify/widgets: settings are laid over the kind's defaults; the widget starts unpublished. */
export function createWidget(
  client: Client,
  body: WidgetCreateBody,
  options?: CallOptions,
): Promise<Widget> {
  return client.request<Widget>('POST', '/amplify/widgets', { ...options, body });
}

/** PATCH /amplify/widgets/{id}: name and/or a settings patch (theme, layout, show merge key by key). */
export function updateWidget(
  client: Client,
  id: string,
  body: WidgetUpdateBody,
  options?: CallOptions,
): Promise<Widget> {
  return client.request<Widget>('PATCH', at(id), { ...options, body });
}

/** DELETE /amplify/widgets/{id} */
export async function deleteWidget(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<void> {
  await client.request<unknown>('DELETE', at(id), options);
}

/** POST /amplify/widgets/{id}/publish: live on the public endpoint from now on. */
export function publishWidget(client: Client, id: string, options?: CallOptions): Promise<Widget> {
  return client.request<Widget>('POST', `${at(id)}/publish`, options);
}

/** POST /amplify/widgets/{id}/unpublish: the public endpoint answers 404 again. */
export function unpublishWidget(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<Widget> {
  return client.request<Widget>('POST', `${at(id)}/unpublish`, options);
}

/** POST /feature_requests `{ type: 'feature_request', feature: 'Amplify' | 'Local Listing' }`. */
export function createFeatureRequest(
  client: Client,
  body: FeatureRequestBody,
  options?: CallOptions,
): Promise<FeatureRequestResult> {
  return client.request<FeatureRequestResult>('POST', '/feature_requests', { ...options, body });
}

export const widgets = {
  list: listWidgets,
  get: getWidget,
  create: createWidget,
  update: updateWidget,
  remove: deleteWidget,
  publish: publishWidget,
  unpublish: unpublishWidget,
};

export const featureRequests = { create: createFeatureRequest };
