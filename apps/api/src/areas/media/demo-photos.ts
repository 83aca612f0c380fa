import sharp from 'sharp';
import { type DemoScene, sceneSvg, seedOf } from './demo-scenes';

export type { DemoScene } from './demo-scenes';
export { seedOf } from './demo-scenes';

/**
 * Demo photos: the seed refers to keys `demo/{slug}-{rrggbb}-{w}x{h}.png`
 * instead of storing files, and the file route draws one the first time it is
 * asked for it (then serves the cached bytes). Only keys the database refers to
 * are drawn, and never larger than 2400 px a side.
 */
const DEMO_KEY = /^demo\/(?:[a-z0-9-]+-)?([0-9a-f]{6})-(\d{2,4})x(\d{2,4})\.png$/;
const MAX_SIDE = 2400;

export type DemoPhoto = { rgb: [number, number, number]; width: number; height: number };

/** The colour and size a demo key asks for, or null when it is not a demo key. */
export function parseDemoKey(key: string): DemoPhoto | null {
  const m = DEMO_KEY.exec(key);
  if (!m) return null;
  const hex = m[1]!;
  const rgb = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as DemoPhoto['rgb'];
  return {
    rgb,
    width: Math.min(Number(m[2]), MAX_SIDE),
    height: Math.min(Number(m[3]), MAX_SIDE),
  };
}

/**
 * A demo photo as a PNG: a flat illustration of the business in the photo's category (storefront,
 * plate, dining room, team, shelf, menu, logo) with the location's name on its sign, the key's
 * colour as its accent. Without a scene (a key alone), a storefront seeded by the colour. A
 * 256-colour palette keeps the files small (tens of kilobytes at 1024 px).
 */
export function drawDemoPhoto(
  { rgb, width, height }: DemoPhoto,
  scene: DemoScene = { category: null, title: '', seed: seedOf(rgb.join(',')) },
): Promise<Buffer> {
  const svg = sceneSvg(scene, rgb, width, height);
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9, effort: 4 }).toBuffer();
}
