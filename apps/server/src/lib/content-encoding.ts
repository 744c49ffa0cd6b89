import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A fixed body encoded once in each encoding, with a validator shared by all three (a weak one, so it may be). */
export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Encodes at the highest levels: meant for bodies made once and sent many times. */
export function encodeOnce(body: Buffer): EncodedBody {
  return {
    identity: body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    gzip: zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * The encoding an Accept-Encoding header allows (RFC 9110, section 12.5.3): brotli when it is weighted
 * at least as high as gzip, since it is the smaller; none when neither is accepted.
 */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(token === 'x-gzip' ? 'gzip' : token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (e: Encoding) => weights.get(e) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}
