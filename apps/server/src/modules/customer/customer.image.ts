import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Profile photos are square: the spec's 1:1 crop, at a size that stays sharp on high-density screens. */
const SIDE = 512;
/** Refuses decompression bombs: a small file claiming a gigantic canvas. */
const MAX_PIXELS = 40_000_000;

export type ImageKind = 'jpeg' | 'png' | 'gif';

/** The image type by its first bytes: a file's name and declared type say nothing about its content. */
export function imageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

const unreadable = () => new AppError('unsupported_media_type', 'The image must be a JPG, PNG or GIF picture.');

/**
 * Checks an uploaded photo by content and stores it re-encoded (512 × 512 WebP, centre-cropped, turned
 * upright, metadata such as GPS positions dropped) under storage/profile. Answers the path relative to
 * the storage folder.
 */
export async function storeProfileImage(data: Buffer, storageDir: string): Promise<string> {
  if (data.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', 'The image must be at most 2 MB.');
  if (!imageKind(data)) throw unreadable();
  let webp: Buffer;
  try {
    webp = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(SIDE, SIDE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
  const relative = `profile/${randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(path.join(storageDir, 'profile'), { recursive: true });
  await fs.writeFile(path.join(storageDir, relative), webp);
  return relative;
}

/** Removes a stored profile photo; only files of our own profile folder, and a missing one is fine. */
export async function removeProfileImage(relative: string | null, storageDir: string): Promise<void> {
  if (!relative || !/^profile\/[a-f0-9]{32}\.webp$/.test(relative)) return;
  await fs.rm(path.join(storageDir, relative), { force: true });
}
