import type { ImageDetails } from '@plaudit/api-client/schemas';
import { decodePng, encodePng, resize } from './png';

/** The low-resolution copy's shorter side (photos are displayed at 250 px). */
export const LOW_RES_SIDE = 250;

/**
 * Image processing: reads an image's type and dimensions and makes its
 * low-resolution copy. The local implementation is pure JS: type by magic
 * bytes, dimensions from the PNG IHDR or the JPEG SOF header, and a
 * nearest-neighbour PNG resize. JPEG (no pure-JS encoder here) and the PNGs it
 * cannot decode (16-bit, interlaced) keep the same bytes as their "low
 * resolution" copy. A production implementation would call an image service.
 */
export interface ImageProcessor {
  readonly name: string;
  /** Type, dimensions and size; null when the bytes are not a PNG or JPEG. */
  inspect(bytes: Buffer): ImageDetails | null;
  lowResolution(bytes: Buffer): Promise<{ bytes: Buffer; mime_type: string; resized: boolean }>;
}

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

function pngSize(b: Buffer): { width: number; height: number } | null {
  if (b.length < 24 || b.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Buffer): { width: number; height: number } | null {
  let pos = 2;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return null;
    const marker = b[pos + 1]!;
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    const len = b.readUInt16BE(pos + 2);
    if (SOF.has(marker)) {
      if (pos + 9 > b.length) return null;
      return { height: b.readUInt16BE(pos + 5), width: b.readUInt16BE(pos + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    pos += 2 + len;
  }
  return null;
}

export function localImageProcessor(): ImageProcessor {
  return {
    name: 'local',
    inspect(bytes) {
      const mime = sniffImageType(bytes);
      if (!mime) return null;
      const size = mime === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
      if (!size?.width || !size.height) return null;
      return {
        mime_type: mime,
        width: size.width,
        height: size.height,
        aspect_ratio: Math.round((size.width / size.height) * 10_000) / 10_000,
        bytes: bytes.length,
      };
    },
    async lowResolution(bytes) {
      const mime = sniffImageType(bytes) ?? 'application/octet-stream';
      const image = mime === 'image/png' ? decodePng(bytes) : null;
      if (!image) return { bytes, mime_type: mime, resized: false };
      const scale = LOW_RES_SIDE / Math.min(image.width, image.height);
      if (scale >= 1) return { bytes, mime_type: mime, resized: false };
      const w = Math.max(1, Math.round(image.width * scale));
      const h = Math.max(1, Math.round(image.height * scale));
      return { bytes: encodePng(resize(image, w, h)), mime_type: 'image/png', resized: true };
    },
  };
}
