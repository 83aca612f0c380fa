import type { MediaPhoto } from '@plaudit/api-client';

export type GalleryCard =
  | { kind: 'photo'; photo: MediaPhoto }
  | { kind: 'logo' }
  | { kind: 'cover' };

/**
 * The gallery's cards: on the first page a Logo and a Cover card are put first when the
 * location has none (the list is sorted by category rank, so they would come first).
 */
export function galleryCards(photos: readonly MediaPhoto[], page: number): GalleryCard[] {
  const cards: GalleryCard[] = [];
  if (page === 1) {
    if (!photos.some((p) => p.category === 'LOGO')) cards.push({ kind: 'logo' });
    if (!photos.some((p) => p.category === 'COVER')) cards.push({ kind: 'cover' });
  }
  for (const photo of photos) cards.push({ kind: 'photo', photo });
  return cards;
}

/** The pixel size of an image file, or null when the browser cannot decode it. */
export async function readImageFile(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  return null;
}
