import { PlauditWidget } from '@plaudit/amplify/react';
import type { WidgetList } from '@plaudit/api-client/schemas';
import { useApi, useCan, usePlauditSWR } from '@plaudit/hooks';
import { type ReactNode, useState } from 'react';

/**
 * The account's published Star Snapshot, found through the signed-in API
 * (GET /api/amplify/widgets?widget_type=star_snapshot) and rendered with the widget
 * runtime, which reads the public payload from `${apiOrigin}/api/public/widgets/{id}`.
 */
export function StarSnapshot({ apiOrigin }: { apiOrigin: string }) {
  const { client } = useApi();
  const canSee = useCan({ some: ['amplify.create', 'amplify.preview'] });
  const [failed, setFailed] = useState(false);
  const { data, error, isLoading } = usePlauditSWR(
    'example-star-snapshot',
    canSee ? [] : null,
    () =>
      client.get<WidgetList>('/amplify/widgets', {
        query: { widget_type: 'star_snapshot', sort: { by: 'name', order: 'asc' }, per_page: 24 },
      }),
  );
  const widget = data?.widgets.find((w) => w.published);

  let body: ReactNode;
  if (!canSee) body = <p className="muted">Your user type cannot see widgets.</p>;
  else if (isLoading) body = <p className="muted">Loading…</p>;
  else if (error) body = <p className="muted">The widgets could not be loaded.</p>;
  else if (!widget) body = <p className="muted">No Star Snapshot widget is published yet.</p>;
  else
    body = (
      <>
        <PlauditWidget
          className="star-snapshot"
          widgetId={widget.id}
          apiOrigin={apiOrigin}
          kind="star_snapshot"
          onReady={(ok) => setFailed(!ok)}
        />
        {failed && <p className="muted">The widget could not be shown.</p>}
      </>
    );

  return (
    <aside className="panel" aria-labelledby="star-snapshot-title">
      <h2 id="star-snapshot-title">{widget ? widget.name : 'Star Snapshot'}</h2>
      {body}
    </aside>
  );
}
