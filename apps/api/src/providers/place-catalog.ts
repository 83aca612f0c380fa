import type { PlaceCandidate } from './place-candidate';
import catalog from './place-catalog.json' with { type: 'json' };

export type { PlaceCandidate } from './place-candidate';

/**
 * The bundled places of the local provider: the demo businesses' locations and
 * some of their neighbours, written by `seed/write-place-catalog.ts` (a test
 * there fails when the demo data and this list disagree).
 */
export const PLACE_CATALOG: readonly PlaceCandidate[] = catalog;

const PLACE_BY_ID = new Map(PLACE_CATALOG.map((p) => [p.place_id, p]));
export const catalogPlace = (placeId: string) => PLACE_BY_ID.get(placeId);

const normalize = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Every word of the keywords must appear in the place's name or address line;
 * places whose name starts with the keywords come first, then name matches,
 * then address matches, each alphabetically.
 */
export function searchCatalog(keywords: string, limit = 10): PlaceCandidate[] {
  const words = normalize(keywords).split(' ').filter(Boolean);
  if (!words.length) return [];
  const q = words.join(' ');
  const scored: { p: PlaceCandidate; score: number }[] = [];
  for (const p of PLACE_CATALOG) {
    const name = normalize(p.main_text);
    const text = `${name} ${normalize(p.secondary_text)}`;
    if (!words.every((w) => text.includes(w))) continue;
    const score = name.startsWith(q) ? 0 : words.every((w) => name.includes(w)) ? 1 : 2;
    scored.push({ p, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.p.main_text.localeCompare(b.p.main_text))
    .slice(0, limit)
    .map((s) => s.p);
}
