/**
 * A claim's photos (ADR 0055): decoded and encoded again by sharp, so what is kept is pixels and nothing
 * else (no EXIF, no GPS, no payload hidden in a file that only looks like an image), under a random name.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { claimMessages, CLAIM_PHOTO_MAX_BYTES } from '@trade-portal/domain';
import { badRequest, HttpError } from '../httpErrors';

/** The longer side of a kept photo, px: enough to see a crushed corner, a twentieth of a phone's 12 MP. */
export const CLAIM_PHOTO_MAX_SIDE = 2048;

/** A photo as kept. Bytes and pixels. */
export interface KeptPhoto {
  id: string;
  receivedBytes: number;
  bytes: number;
  width: number;
  height: number;
}

/** A HEIF file's brands (ISO BMFF `ftyp`) that phones write: HEIC, which the server's sharp cannot decode. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Is `image` a HEIC/HEIF photo, by its `ftyp` box? */
export function isHeic(image: Buffer): boolean {
  return image.length >= 12 && image.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(image.toString('latin1', 8, 12));
}

/** 413 with the contract's `{ Message }`. */
const tooBig = () => new HttpError(413, claimMessages.photoTooBig);

/**
 * Re-encodes `image` as a JPEG of at most {@link CLAIM_PHOTO_MAX_SIDE} px, upright, without metadata, and
 * writes it to `dir` under a new random id (written whole, then renamed, so a half-written file is never read).
 * @param image the bytes as sent
 * @returns the photo as kept
 * @throws HttpError 413 over 10 MB; 400 HEIC (with how to send it instead), or anything that is not a JPEG,
 *   PNG or WebP image; nothing is written on any of them
 */
export async function keepClaimPhoto(dir: string, image: Buffer): Promise<KeptPhoto> {
  if (image.length > CLAIM_PHOTO_MAX_BYTES) throw tooBig();
  if (isHeic(image)) throw badRequest(claimMessages.heic);
  // Loaded at the first photo: sharp's native library is not needed to start or to serve anything else.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    // `limitInputPixels` refuses a decompression bomb (a small file of a huge picture) before decoding it.
    format = (await sharp(image, { limitInputPixels: 100_000_000 }).metadata()).format;
  } catch {
    throw badRequest(claimMessages.notAnImage);
  }
  if (format === 'heif') throw badRequest(claimMessages.heic);
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw badRequest(claimMessages.notAnImage);
  let encoded: { data: Buffer; info: { width: number; height: number; size: number } };
  try {
    encoded = await sharp(image, { limitInputPixels: 100_000_000 })
      .rotate() // upright by its EXIF orientation, which is then dropped with the rest
      .resize({ width: CLAIM_PHOTO_MAX_SIDE, height: CLAIM_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A truncated or corrupt file whose header read well.
    throw badRequest(claimMessages.notAnImage);
  }
  const id = randomBytes(16).toString('hex');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${id}.jpg`);
  await writeFile(`${file}.part`, encoded.data, { mode: 0o600 });
  await rename(`${file}.part`, file);
  return { id, receivedBytes: image.length, bytes: encoded.info.size, width: encoded.info.width, height: encoded.info.height };
}

/** A kept photo's bytes (JPEG), by its id; the caller has checked it is the store's. */
export async function readClaimPhoto(dir: string, id: string): Promise<Buffer> {
  return readFile(join(dir, `${/^[0-9a-f]{32}$/.test(id) ? id : 'none'}.jpg`));
}
