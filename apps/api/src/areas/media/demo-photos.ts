import sharp from 'sharp';

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

/** A PNG of diagonal stripes in the colour and a lighter shade of it. */
export function drawDemoPhoto({ rgb, width, height }: DemoPhoto): Promise<Buffer> {
  const light = rgb.map((c) => Math.round(c * 0.8 + 255 * 0.2));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
<rect width="16" height="32" fill="rgb(${rgb.join(',')})"/><rect x="16" width="16" height="32" fill="rgb(${light.join(',')})"/>
</pattern></defs><rect width="100%" height="100%" fill="url(#p)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
