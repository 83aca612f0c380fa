/**
 * Where a widget's public payload is read (GET /api/public/widgets/{id}, no
 * login, any origin): on `apiOrigin`, or on the page's own origin when it is
 * empty. The API's `_links.public`, the loader, the runtime and the console's
 * preview all build it here.
 */
export function publicWidgetUrl(widgetId: string, apiOrigin = ''): string {
  return `${apiOrigin.replace(/\/$/, '')}/api/public/widgets/${encodeURIComponent(widgetId)}`;
}
