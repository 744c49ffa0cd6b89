import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ApplicationDocumentType } from '@storefront/contract';
import { imageKind } from './images.js';

const EXTENSIONS: Record<ApplicationDocumentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A document's type by its first bytes (a PDF, JPEG or PNG); null for anything else, whatever its name says. */
export function documentType(data: Buffer): ApplicationDocumentType | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = imageKind(data);
  return image === 'jpeg' ? 'image/jpeg' : image === 'png' ? 'image/png' : null;
}

/** Writes a document as it came (a PDF cannot be re-encoded as pictures are) under `dir/folder`; answers its path there. */
export async function storeDocument(data: Buffer, type: ApplicationDocumentType, dir: string, folder: string): Promise<string> {
  const relative = `${folder}/${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
  await fs.mkdir(path.join(dir, folder), { recursive: true });
  await fs.writeFile(path.join(dir, relative), data);
  return relative;
}

/** The file of a stored document's path, only when it is one this module wrote under `folder`. */
export function documentFile(relative: string, dir: string, folder: string): string | null {
  return new RegExp(`^${folder}/[a-f0-9]{32}\\.(pdf|jpg|png)$`).test(relative) ? path.join(dir, relative) : null;
}

export async function removeDocument(relative: string, dir: string, folder: string): Promise<void> {
  const file = documentFile(relative, dir, folder);
  if (file) await fs.rm(file, { force: true });
}
