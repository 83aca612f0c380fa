import type { ImageDetails } from '@plaudit/api-client/schemas';
import sharp from 'sharp';

/** The low-resolution copy's shorter side (photos are displayed at 250 px). */
export const LOW_RES_SIDE = 250;

/**
 * Image processing: reads an image's type and dimensions and makes its
 * low-resolution copy, once per upload (the copy is stored and served as
 * bytes). The default runs libvips through sharp in this process; an image
 * service would implement the same interface.
 */
export interface ImageProcessor {
  readonly name: string;
  /** Type, dimensions and size; null when the bytes are not a readable PNG or JPEG. */
  inspect(bytes: Buffer): Promise<ImageDetails | null>;
  lowResolution(bytes: Buffer): Promise<{ bytes: Buffer; mime_type: string; resized: boolean }>;
}

/** PNG or JPEG by magic bytes (what the photo rules of spec 2 accept), else null. */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    bytes.length >= 8 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.readUInt32BE(4) === 0x0d0a1a0a
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return null;
}

/** Decoding stops past this many pixels (a 100 MP photo), so a crafted header cannot exhaust memory. */
const MAX_INPUT_PIXELS = 100_000_000;

const open = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

export function sharpImageProcessor(): ImageProcessor {
  return {
    name: 'sharp',
    async inspect(bytes) {
      const mime = sniffImageType(bytes);
      if (!mime) return null;
      try {
        const { width, height } = await open(bytes).metadata();
        if (!width || !height) return null;
        return {
          mime_type: mime,
          width,
          height,
          aspect_ratio: Math.round((width / height) * 10_000) / 10_000,
          bytes: bytes.length,
        };
      } catch {
        return null;
      }
    },
    async lowResolution(bytes) {
      const mime = sniffImageType(bytes);
      if (!mime) return { bytes, mime_type: 'application/octet-stream', resized: false };
      const { width = 0, height = 0 } = await open(bytes).metadata();
      const scale = LOW_RES_SIDE / Math.min(width, height);
      if (!(scale < 1)) return { bytes, mime_type: mime, resized: false };
      const resized = open(bytes).resize(
        Math.max(1, Math.round(width * scale)),
        Math.max(1, Math.round(height * scale)),
      );
      const out = mime === 'image/png' ? resized.png() : resized.jpeg({ quality: 82 });
      return { bytes: await out.toBuffer(), mime_type: mime, resized: true };
    },
  };
}
