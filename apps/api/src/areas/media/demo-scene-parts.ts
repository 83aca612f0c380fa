/** Pieces the demo photos' scenes share: a seeded generator, colours, fitted text, a shrub. */
export type Rgb = [number, number, number];
export type Draw = { w: number; h: number; accent: Rgb; title: string; rnd: () => number };

/** The photo's seeded generator and the seed of a text: the demo seed's own (mulberry32, FNV-1a). */
export { hashString as seedOf, mulberry32 as generator } from '../../../seed/random';

export const rgb = (c: Rgb) => `rgb(${c.map((v) => Math.round(v)).join(',')})`;
/** The colour mixed with white (t > 0) or black (t < 0). */
export const shade = (c: Rgb, t: number): string =>
  rgb(c.map((v) => (t >= 0 ? v + (255 - v) * t : v * (1 + t))) as Rgb);
export const f = (n: number) => n.toFixed(1);
export const esc = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[ch]};`,
  );
export const FONT = `font-family="'DejaVu Sans', Arial, sans-serif"`;
export const SERIF = `font-family="'DejaVu Serif', Georgia, serif"`;

/** Text centred at (x, y), its size bounded so it fits in `maxW`. */
export function fitText(
  x: number,
  y: number,
  body: string,
  size: number,
  maxW: number,
  attrs: string,
) {
  const fit = Math.min(size, maxW / Math.max(1, body.length * 0.62));
  return `<text x="${f(x)}" y="${f(y)}" font-size="${f(fit)}" text-anchor="middle" dominant-baseline="middle" ${attrs}>${esc(body)}</text>`;
}

export const gradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

export function shrub(x: number, y: number, r: number, rnd: () => number): string {
  const greens = ['#2f6f3e', '#3d8b4f', '#4f9d5d'];
  return [0, 1, 2, 3]
    .map((i) => {
      const dx = (i - 1.5) * r * 0.55;
      const dy = -Math.abs(1.5 - i) * r * -0.2 - r * 0.3 * rnd();
      return `<circle cx="${f(x + dx)}" cy="${f(y + dy)}" r="${f(r * (0.55 + 0.15 * rnd()))}" fill="${greens[i % 3]}"/>`;
    })
    .join('');
}
