import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Encoding } from '../../lib/content-encoding.js';

const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
  // Quality 5 costs about what gzip does and is a fifth smaller; the top qualities are for files built once.
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
};

/**
 * A rendered page as sent: its status, its HTML, and each encoding of it made when a browser first asks for
 * that one (then kept with the page: most pages are only ever asked for in one).
 */
export class RenderedPage {
  readonly identity: Buffer;
  readonly etag: string;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    readonly status: number,
    html: string,
  ) {
    this.identity = Buffer.from(html, 'utf8');
    this.etag = `"${createHash('sha1').update(this.identity).digest('base64url').slice(0, 27)}"`;
  }

  body(encoding: Encoding | undefined): Buffer {
    if (!encoding) return this.identity;
    return (this.encoded[encoding] ??= compress[encoding](this.identity));
  }
}

interface Kept {
  page: RenderedPage;
  /** What the catalogue was when the page was rendered (see PageCache). */
  stamp: string;
  at: number;
}

/**
 * Pages rendered for visitors without a session, kept per instance by their address, language, zone and
 * module (the key). A page is served again only while the catalogue is as it was rendered from: the stamp
 * joins the clock's epoch (which every staff change of the catalogue and every setting moves, on every
 * instance) and the search index's version (which the database's change log moves, whoever wrote), so a
 * price or stock change shows on the next render. Time alone also ends a page (opening hours, a flash
 * sale's end): MAX_AGE_MS. The oldest pages go first past MAX_PAGES.
 */
export class PageCache {
  private readonly pages = new Map<string, Kept>();

  constructor(
    private readonly now: () => number,
    private readonly maxPages = 2000,
    private readonly maxAgeMs = 60_000,
  ) {}

  get(key: string, stamp: string): RenderedPage | undefined {
    const kept = this.pages.get(key);
    if (!kept) return undefined;
    if (kept.stamp !== stamp || this.now() - kept.at > this.maxAgeMs) {
      this.pages.delete(key);
      return undefined;
    }
    return kept.page;
  }

  set(key: string, stamp: string, page: RenderedPage): void {
    this.pages.delete(key);
    this.pages.set(key, { page, stamp, at: this.now() });
    if (this.pages.size > this.maxPages) this.pages.delete(this.pages.keys().next().value!);
  }

  get size(): number {
    return this.pages.size;
  }
}
