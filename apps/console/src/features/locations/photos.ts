import type { MediaPhoto } from '@plaudit/api-client';
import { PHOTO_MESSAGES, photoProblem } from '@plaudit/api-client/schemas';

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

/**
 * A chosen photo file checked against the photo rules (type, size, dimensions): its pixel
 * size, or the message to show (an undecodable file counts as the wrong type).
 */
export async function checkPhotoFile(
  file: File,
  category?: string,
): Promise<{ size: { width: number; height: number } } | { error: string }> {
  const image = await readImageFile(file);
  const problem = photoProblem(
    {
      mime_type: file.type || null,
      width: image?.width ?? 0,
      height: image?.height ?? 0,
      bytes: file.size,
    },
    category ?? null,
  );
  if (problem || !image) return { error: problem ?? PHOTO_MESSAGES.wrongType };
  return { size: image };
}

/** The wizard's two paths (spec 2 section 4). */
export const WIZARD_STEPS = {
  upload: ['Upload Photo', 'Confirm Photo Selection', 'Assign Category', 'Upload to Google'],
  select: ['Select Photos', 'Assign Category', 'Upload to Google'],
} as const;
export type WizardMode = keyof typeof WIZARD_STEPS;
export type WizardStep = (typeof WIZARD_STEPS)[WizardMode][number];

/** The step after `step` (the last step stays), and the one before (the first stays). */
export function nextWizardStep(mode: WizardMode, step: number): number {
  return Math.min(step + 1, WIZARD_STEPS[mode].length - 1);
}
export function previousWizardStep(step: number): number {
  return Math.max(step - 1, 0);
}
export const wizardStepName = (mode: WizardMode, step: number): WizardStep =>
  WIZARD_STEPS[mode][step]!;

/** Designed texts of the wizard without upload (not in the spec). */
export const SELECT_PHOTOS_TEXT = {
  open: 'Add From Account Photos',
  title: 'Add Account Photos',
  none: 'No photos of other locations to choose from.',
  chooseOne: 'Select at least one photo.',
  oneForLogoOrCover: 'Select only one photo for a logo or cover.',
} as const;

/**
 * The photos the wizard without upload offers for a location: owner photos of the
 * account's other locations, one per stored image (the same image attached to several
 * locations is offered once), leaving out images the location already has.
 */
export function selectablePhotos(photos: readonly MediaPhoto[], locationId: number): MediaPhoto[] {
  const own = new Set(photos.filter((p) => p.location_id === locationId).map((p) => p.s3_path));
  const seen = new Set<string>();
  const out: MediaPhoto[] = [];
  for (const p of photos) {
    if (p.location_id === locationId || own.has(p.s3_path) || seen.has(p.s3_path)) continue;
    seen.add(p.s3_path);
    out.push(p);
  }
  return out;
}

/**
 * Whether the selection may go on to the upload step with the category chosen: at least
 * one photo; a logo or cover takes exactly one, and it must meet that category's rules.
 */
export function selectionProblem(
  selected: readonly Pick<MediaPhoto, 'width' | 'height' | 'mime_type'>[],
  categoryCode: string | null,
  check: (
    image: { mime_type: string | null; width: number; height: number; bytes: number },
    category: string | null,
  ) => string | null,
  minBytes: number,
): string | null {
  if (selected.length === 0) return SELECT_PHOTOS_TEXT.chooseOne;
  const code = categoryCode?.toUpperCase() ?? null;
  if ((code === 'LOGO' || code === 'COVER') && selected.length > 1)
    return SELECT_PHOTOS_TEXT.oneForLogoOrCover;
  for (const p of selected) {
    // The bytes were checked when the photo was uploaded; only the category rules remain.
    const problem = check({ ...p, bytes: minBytes }, code);
    if (problem) return problem;
  }
  return null;
}
