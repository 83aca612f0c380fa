import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawDemoPhoto, parseDemoKey } from './demo-photos';
import { sceneSvg } from './demo-scenes';

const ACCENT: [number, number, number] = [44, 122, 123];

/** Distinct colours of the picture shrunk to 64 × 48 : stripes of two colours have about a dozen with their edges, an illustration dozens. */
async function colours(png: Buffer): Promise<number> {
  const raw = await sharp(png)
    .resize(64, 48, { fit: 'fill', kernel: 'nearest' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const seen = new Set<number>();
  for (let i = 0; i < raw.length; i += 3)
    seen.add((raw[i]! << 16) | (raw[i + 1]! << 8) | raw[i + 2]!);
  return seen.size;
}

describe('demo photos', () => {
  it('draws the scene of the category, with the location name on the sign', () => {
    const scene = { category: 'EXTERIOR', title: 'Blue Fern <Seattle> & Co', seed: 7 };
    const svg = sceneSvg(scene, ACCENT, 1024, 768);
    expect(svg).toContain('Blue Fern &lt;Seattle&gt; &amp; Co');
    expect(svg).not.toContain('<Seattle>');
    expect(sceneSvg(scene, ACCENT, 1024, 768)).toBe(svg);
    const menu = sceneSvg({ ...scene, category: 'MENU' }, ACCENT, 768, 1024);
    expect(menu).toContain('MENU');
    expect(menu).not.toBe(svg);
  });

  it('varies a category by the seed', () => {
    const bySeed = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        sceneSvg({ category: 'FOOD_AND_DRINK', title: 'x', seed }, ACCENT, 800, 600),
      ),
    );
    expect(bySeed.size).toBe(6);
  });

  it('is a small PNG of the size the key asks for, an illustration rather than two colours', async () => {
    const demo = parseDemoKey('demo/austin-downtown-2c7a7b-1024x768.png')!;
    for (const category of ['EXTERIOR', 'FOOD_AND_DRINK', 'INTERIOR', 'TEAMS', 'PRODUCT', null]) {
      const png = await drawDemoPhoto(demo, {
        category,
        title: 'Blue Fern Austin Downtown',
        seed: 3,
      });
      expect(await sharp(png).metadata()).toMatchObject({
        format: 'png',
        width: 1024,
        height: 768,
      });
      expect(png.length).toBeLessThan(120_000);
      expect(await colours(png)).toBeGreaterThan(24);
    }
  });
});
