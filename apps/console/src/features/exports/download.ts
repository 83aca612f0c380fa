import { EXPORT_TEXTS, exportFileName } from './export-poller';

/**
 * Fetches a ready export (its signed `file_url` needs no login) and saves it as
 * export-{date}.csv. Fetching first lets a failed download show 'There was an issue
 * downloading your file.' instead of a broken browser download.
 */
export async function downloadExportFile(fileUrl: string, fetcher: typeof fetch = fetch) {
  const res = await fetcher(fileUrl, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(EXPORT_TEXTS.downloadFailed);
  saveBlob(await res.blob(), exportFileName());
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
