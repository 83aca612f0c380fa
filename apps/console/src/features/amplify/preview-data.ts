import { sampleWidgets } from '@plaudit/amplify';
import type {
  PublicWidget,
  PublicWidgetData,
  Widget,
  WidgetSettings,
  WidgetType,
} from '@plaudit/api-client';
import { publicWidgetUrl } from '@plaudit/api-client';
import { useEffect, useState } from 'react';

/**
 * The data under the live preview: the widget's real public payload when it is published
 * (GET /api/public/widgets/{id}, the same answer visitors get), else the runtime's sample
 * data for the kind (then `settings` is null). Re-read whenever the widget is saved or
 * (un)published.
 */
export function usePreviewBase(
  type: WidgetType,
  widget: Widget | null,
): { data: PublicWidgetData; settings: WidgetSettings | null } {
  const sample = sampleWidgets[type].data;
  const [published, setPublished] = useState<PublicWidget | null>(null);
  const id = widget?.published ? widget.id : null;
  const version = widget?.updated_at ?? '';
  useEffect(() => {
    setPublished(null);
    if (!id) return;
    const controller = new AbortController();
    fetch(`${publicWidgetUrl(id)}?v=${encodeURIComponent(version)}`, {
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<PublicWidget>) : null))
      .then((body) => {
        if (body) setPublished(body);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, version]);
  return published
    ? { data: published.data, settings: published.settings }
    : { data: sample, settings: null };
}
