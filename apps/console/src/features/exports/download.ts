import { EXPORT_TEXTS, exportFileName } from './export-poller';

/**
 * Fetches a ready export (its signed `file_url` needs no login) and saves it as
 * export-{date}.csv. Fetching first lets a failed download show 'There was an issue
 * downloading your file.' instead of a broken browser download. With files in an S3
 * bucket the API answers the Accept: application/json request with a short-lived
 * presigned URL instead of the file: the browser then downloads from the bucket
 * directly (a link, not a fetch, so the bucket needs no CORS rules).
 */
export async function downloadExportFile(fileUrl: string, fetcher: typeof fetch = fetch) {
  const res = await fetcher(fileUrl, {
    credentials: 'same-origin',
    headers: { accept: 'application/json, text/csv;q=0.9, */*;q=0.8' },
  });
  if (!res.ok) throw new Error(EXPORT_TEXTS.downloadFailed);
  if (res.headers.get('content-type')?.startsWith('application/json')) {
    const body = (await res.json()) as { url?: unknown };
    if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url))
      throw new Error(EXPORT_TEXTS.downloadFailed);
    clickLink(body.url, exportFileName());
    return;
  }
  saveBlob(await res.blob(), exportFileName());
}

/** Opens `href` as a download (the answer's Content-Disposition names the file). */
function clickLink(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  clickLink(url, name);
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
