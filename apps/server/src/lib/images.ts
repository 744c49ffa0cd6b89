import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PLACEHOLDER_IMAGE_PATH, PRIVATE_FILES_PATH } from '@storefront/contract';
import sharp from 'sharp';
import { AppError } from './errors.js';

/** Uploads: at most 2 MB a picture. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
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
 * Checks an uploaded picture by content and stores it re-encoded as WebP under storage/<folder>, turned
 * upright and without metadata such as GPS positions: `square` crops to a square of that side,
 * `maxSide` only shrinks what is larger. Answers the path relative to the storage folder.
 */
export async function storeImage(data: Buffer, storageDir: string, folder: string, size: { square: number } | { maxSide: number }): Promise<string> {
  if (data.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', 'The image must be at most 2 MB.');
  if (!imageKind(data)) throw unreadable();
  let webp: Buffer;
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const sized = 'square' in size
      ? image.resize(size.square, size.square, { fit: 'cover', position: 'centre' })
      : image.resize(size.maxSide, size.maxSide, { fit: 'inside', withoutEnlargement: true });
    webp = await sized.webp({ quality: 82 }).toBuffer();
  } catch {
    throw unreadable();
  }
  const relative = `${folder}/${randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(path.join(storageDir, folder), { recursive: true });
  await fs.writeFile(path.join(storageDir, relative), webp);
  return relative;
}

/** Removes a stored picture of `folder`; only files this module wrote, and a missing one is fine. */
export async function removeImage(relative: string | null, storageDir: string, folder: string): Promise<void> {
  if (!relative || !new RegExp(`^${folder}/[a-f0-9]{32}\\.webp$`).test(relative)) return;
  await fs.rm(path.join(storageDir, relative), { force: true });
}

/** Stores the pictures, then runs `work` with their paths; if anything fails, the pictures are removed again. */
export function withStoredImages<T>(images: readonly Buffer[], storageDir: string, folder: string, size: { maxSide: number }, work: (paths: string[]) => Promise<T>): Promise<T> {
  return withStoredFiles(images, (image) => storeImage(image, storageDir, folder, size), (p) => removeImage(p, storageDir, folder), work);
}

/** Stores each file with `store`, then runs `work` with their paths; if anything fails, `remove` takes the stored ones away again. */
export async function withStoredFiles<T>(files: readonly Buffer[], store: (file: Buffer) => Promise<string>, remove: (stored: string) => Promise<void>, work: (paths: string[]) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  try {
    for (const file of files) stored.push(await store(file));
    return await work(stored);
  } catch (err) {
    await Promise.all(stored.map(remove));
    throw err;
  }
}

/** Turns a relative storage path into an absolute URL; absolute URLs and empty values pass through. */
export function storageUrl(publicUrl: string, relative: string | null | undefined): string {
  if (!relative) return `${publicUrl}${PLACEHOLDER_IMAGE_PATH}`;
  if (/^https?:\/\//.test(relative)) return relative;
  return `${publicUrl}/storage/${relative.replace(/^\/+/, '')}`;
}

/** The storage root, under which every public picture's name (with its folders) is found. */
export const publicBase = (publicUrl: string) => `${publicUrl}/storage`;
/** The signed-file route, under which a private picture's name (with its folders and signature) is found. */
export const privateBase = (publicUrl: string) => `${publicUrl}${PRIVATE_FILES_PATH}`;

/**
 * A picture's name as clients that build `base_urls.<kind> + '/' + name` read it: the part of its URL after the storage
 * root or the signed-file route, so that the base they pick gives back the same URL. A URL elsewhere stays whole.
 */
export function pictureName(publicUrl: string, url: string): string {
  for (const base of [publicBase(publicUrl), privateBase(publicUrl)]) {
    if (url.startsWith(`${base}/`)) return url.slice(base.length + 1);
  }
  return url;
}

/** The picture's name beside its `*_full_url`, from a stored path (none: the placeholder's name). */
export const storageName = (publicUrl: string, relative: string | null | undefined): string => pictureName(publicUrl, storageUrl(publicUrl, relative));
