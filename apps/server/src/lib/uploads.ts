import { invalid } from '../lib/errors.js';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { MAX_IMAGE_BYTES } from './images.js';

/**
 * Multipart parsing for picture uploads, registered inside the plugin that needs it: files are read
 * into Buffers among the body's values (so TypeBox checks the body), each at most 2 MB (413 beyond).
 */
export async function registerImageUploads(app: FastifyInstance, maxFiles: number): Promise<void> {
  await registerUploads(app, { maxFiles, maxBytes: MAX_IMAGE_BYTES, tooLarge: () => new AppError('payload_too_large', 'The image must be at most 2 MB.') });
}

export interface UploadLimits {
  maxFiles: number;
  maxBytes: number;
  /** The refusal of a file over maxBytes. */
  tooLarge: () => AppError;
  /** The refusal of more than maxFiles files (else the parser's own 413). */
  tooMany?: () => AppError;
}

/** The name each uploaded file had on the sender's device, for uploads that keep it. */
const senderNames = new WeakMap<Buffer, string>();
export const senderName = (file: Buffer): string | undefined => senderNames.get(file);

/**
 * Multipart parsing for file uploads, registered inside the plugin that needs it: files are read into
 * Buffers among the body's values (so TypeBox checks the body), each at most `maxBytes` (`tooLarge` beyond).
 */
export async function registerUploads(app: FastifyInstance, opts: UploadLimits): Promise<void> {
  const { maxFiles, maxBytes } = opts;
  // Hooks run in order: the body is being parsed between this one and the one after the plugin.
  const parsing = new WeakSet<FastifyRequest>();
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart()) parsing.add(request);
    done();
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: maxBytes, files: maxFiles, fields: 20, fieldSize: 16_384, parts: maxFiles + 20 },
    async onFile(part) {
      try {
        const data = await part.toBuffer();
        senderNames.set(data, part.filename);
        (part as unknown as { value: Buffer }).value = data;
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw opts.tooLarge();
        throw err;
      }
    },
  });
  app.addHook('preValidation', (request, _reply, done) => {
    parsing.delete(request);
    done();
  });
  // The parser's own failures (no boundary, a truncated part, a broken part header) are plain errors
  // without a status: while parsing they can only mean a malformed body. Anything else goes on to the
  // app's error handler.
  app.setErrorHandler((err: FastifyError, request) => {
    if (err.code === 'FST_FILES_LIMIT' && opts.tooMany) throw opts.tooMany();
    if (parsing.has(request) && !(err instanceof AppError) && err.statusCode === undefined) {
      throw invalid('The multipart/form-data body is malformed.');
    }
    throw err;
  });
}

/** Files of multipart fields kept as values: one Buffer, several, or none. */
export const uploadedFiles = (...values: unknown[]): Buffer[] =>
  values.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v): v is Buffer => Buffer.isBuffer(v) && v.length > 0);
