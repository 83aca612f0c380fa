import type { MediaListInput, MediaPhoto } from '@plaudit/api-client';
import { type Filters, filterId } from '@plaudit/hooks';
import { formatDate as formatConsoleDate } from '../../lib/format';

/** Texts of the gallery; those marked 'designed' are not in the spec. */
export const GALLERY_TEXT = {
  title: 'Photos',
  /** designed */
  description:
    'The photos of your locations and the photos customers add to your listings: logos and covers first, then by category, newest first.',
  /** designed */
  loadError: 'The photos could not be loaded.',
  /** designed */
  empty: 'No photos match these filters.',
  /** designed */
  emptyHint: 'Clear a filter, or choose another location or type.',
  /** designed */
  noPhotos: 'No photos yet. Photos you upload and photos customers add to your listings show here.',
  /** designed */
  chooseLocation: 'Choose a location in the filters to add photos to it.',
  /** designed */
  customerNoDelete:
    'Customer photos belong to the customers who posted them; report one on Google to have it removed.',
} as const;

export const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  { value: 'owner', label: 'Owner photos' },
  { value: 'customer', label: 'Customer photos' },
] as const;

export type PhotoType = 'owner' | 'customer';

/** The page's own URL parameters beside the shared filter bar's. */
export type GalleryParams = { type: PhotoType | null; category: string | null };

export function readGalleryParams(params: URLSearchParams): GalleryParams {
  const type = params.get('type');
  const category = params.get('photoCategory');
  return {
    type: type === 'owner' || type === 'customer' ? type : null,
    category: category && /^[A-Z_]{1,40}$/.test(category) ? category : null,
  };
}

/** GET /media's query for the filters: every location of the account unless one is chosen. */
export function galleryQuery(
  filters: Filters,
  own: GalleryParams,
): Omit<MediaListInput, 'account_id'> {
  const q: Omit<MediaListInput, 'account_id'> = { type: own.type ?? 'all' };
  const group = filterId(filters.groupId);
  const location = filterId(filters.locationId);
  const source = filterId(filters.sourceId);
  if (group) q.group_id = group;
  if (location) q.location_id = location;
  if (source) q.source_id = source;
  if (filters.rating && /^[0-5]$/.test(filters.rating)) q.rating = [filters.rating as '0'];
  if (own.category) q.category = own.category;
  if (filters.page > 1) q.page = filters.page;
  return q;
}

export const STATUS_LABELS: Record<MediaPhoto['published_status'], string> = {
  published: 'Published',
  pending: 'Publishing',
  failed: 'Publishing',
  dead: 'Failed',
};

/** What a photo shows: its category, where and who. Also the alt text of its image. */
export function photoAlt(p: MediaPhoto): string {
  const category = p.category_name ?? (p.category === 'EMPTY' ? 'Uncategorized' : p.category);
  const by = p.type === 'customer' ? ` by ${p.author_name ?? 'a customer'}` : '';
  return `${category} photo of ${p.location_name}${by}`;
}

export const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

/** "Mar 4, 2026" (the console's date format), or null. */
export function formatDate(iso: string | null): string | null {
  return formatConsoleDate(iso) || null;
}
