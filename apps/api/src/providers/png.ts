import { deflateSync, inflateSync } from 'node:zlib';

/**
 * A small pure-JS PNG codec (no native dependencies): enough to read the
 * images a browser uploads (8-bit, not interlaced) and write RGB/RGBA images.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Channels per pixel of the PNG colour types. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export type RawImage = {
  width: number;
  height: number;
  colorType: number;
  channels: number;
  /** width * height * channels bytes, row by row. */
  pixels: Uint8Array;
  /** PLTE and tRNS chunks to carry over (palette images). */
  extraChunks: { type: string; data: Uint8Array }[];
};

/** Encodes pixels as a PNG (colour type 0, 2, 3, 4 or 6; 8 bits). */
export function encodePng(image: Omit<RawImage, 'channels' | 'extraChunks'> & Partial<RawImage>) {
  const channels = CHANNELS[image.colorType]!;
  const stride = image.width * channels;
  const raw = Buffer.alloc((stride + 1) * image.height);
  for (let y = 0; y < image.height; y++) {
    raw[y * (stride + 1)] = 0;
    Buffer.from(image.pixels.buffer, image.pixels.byteOffset + y * stride, stride).copy(
      raw,
      y * (stride + 1) + 1,
    );
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(image.width, 0);
  ihdr.writeUInt32BE(image.height, 4);
  ihdr[8] = 8;
  ihdr[9] = image.colorType;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    ...(image.extraChunks ?? []).map((c) => chunk(c.type, c.data)),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes an 8-bit, non-interlaced PNG; null for anything else. */
export function decodePng(buf: Buffer): RawImage | null {
  if (buf.length < 33 || !buf.subarray(0, 8).equals(SIGNATURE)) return null;
  let pos = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  const idat: Buffer[] = [];
  const extraChunks: RawImage['extraChunks'] = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8];
      colorType = data[9]!;
      if (depth !== 8 || data[12] !== 0 || CHANNELS[colorType] === undefined) return null;
    } else if (type === 'PLTE' || type === 'tRNS') extraChunks.push({ type, data });
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  if (!width || !height || idat.length === 0) return null;
  const channels = CHANNELS[colorType]!;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat));
  } catch {
    return null;
  }
  const stride = width * channels;
  if (raw.length < (stride + 1) * height) return null;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = y * (stride + 1) + 1;
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const v = raw[line + x]!;
      const a = x >= channels ? pixels[out + x - channels]! : 0;
      const b = y > 0 ? pixels[out - stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[out - stride + x - channels]! : 0;
      let r: number;
      if (filter === 0) r = v;
      else if (filter === 1) r = v + a;
      else if (filter === 2) r = v + b;
      else if (filter === 3) r = v + ((a + b) >> 1);
      else if (filter === 4) r = v + paeth(a, b, c);
      else return null;
      pixels[out + x] = r & 0xff;
    }
  }
  return { width, height, colorType, channels, pixels, extraChunks };
}

/** Nearest-neighbour resize (keeps palette indices intact). */
export function resize(image: RawImage, width: number, height: number): RawImage {
  const { channels } = image;
  const pixels = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / width));
      const from = (sy * image.width + sx) * channels;
      pixels.set(image.pixels.subarray(from, from + channels), (y * width + x) * channels);
    }
  }
  return { ...image, width, height, pixels };
}

/** A deterministic demo image: a two-colour diagonal pattern (RGB). */
export function patternPng(width: number, height: number, rgb: [number, number, number]) {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const light = ((x + y) >> 4) % 2 === 0;
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++)
        pixels[i + k] = light ? rgb[k]! : Math.round(rgb[k]! * 0.8 + 255 * 0.2);
    }
  return encodePng({ width, height, colorType: 2, pixels });
}
