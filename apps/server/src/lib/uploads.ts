import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';
import { MAX_IMAGE_BYTES } from './images.js';

/**
 * Multipart parsing for picture uploads, registered inside the plugin that needs it: files are read
 * into Buffers among the body's values (so TypeBox checks the body), each at most 2 MB (413 beyond).
 */
export async function registerImageUploads(app: FastifyInstance, maxFiles: number): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 20, fieldSize: 16_384, parts: maxFiles + 20 },
    async onFile(part) {
      try {
        (part as unknown as { value: Buffer }).value = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 'The image must be at most 2 MB.');
        throw err;
      }
    },
  });
}

/** Files of multipart fields kept as values: one Buffer, several, or none. */
export const uploadedFiles = (...values: unknown[]): Buffer[] =>
  values.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v): v is Buffer => Buffer.isBuffer(v) && v.length > 0);
