import fs from 'node:fs/promises';
import path from 'node:path';
import { FILE_TEXTS, PRIVATE_FILE_FOLDERS, PRIVATE_FILES_PATH, type PrivateFileParams, type PrivateFileQuery } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { keptSecret } from '../config/config.repository.js';
import { linkExpiry, linkValid, signPath } from './files.signing.js';

/** Turns a stored path such as `prescription/<hex>.webp` into a link that opens for about an hour. */
export type FileSigner = (relative: string) => string;

/** Stored picture paths (a JSON array) as signed links; none when the viewer may not see them. */
export const signedList = (stored: string[], sign: FileSigner | null): string[] => (sign ? stored.map(sign) : []);

/**
 * Pictures that only an order's customer and its store's staff may see. They live in DATA_DIR/private,
 * outside the public /storage folder, and are reached only through links signed with a key kept in
 * settings (every instance signs alike). Links rather than a bearer-checked route, because the web
 * app shows them in <img> tags, which cannot send the Authorization header.
 */
export class FilesService {
  private secret: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly deps: { dir: string; legacyDir: string; publicUrl: string; clock: Clock },
  ) {}

  private key(): Promise<string> {
    return (this.secret ??= keptSecret(this.db, 'file_link_secret'));
  }

  /** A signer for one answer: every link it makes expires at the same time. */
  async signer(): Promise<FileSigner> {
    const secret = await this.key();
    const expires = linkExpiry(this.deps.clock.now());
    return (relative) => `${this.deps.publicUrl}${PRIVATE_FILES_PATH}/${relative}?expires=${expires}&sig=${signPath(secret, relative, expires)}`;
  }

  /** The file a link opens and how long it may be cached; 403 for a link that is not ours or has expired, 404 for a gone file. */
  async open(params: PrivateFileParams, query: PrivateFileQuery): Promise<{ file: string; maxAge: number }> {
    const relative = `${params.folder}/${params.name}`;
    const now = this.deps.clock.now();
    if (query.expires === undefined || query.sig === undefined || !linkValid(await this.key(), relative, query.expires, query.sig, now)) throw new AppError('forbidden', FILE_TEXTS.link_invalid);
    const maxAge = Math.max(0, query.expires - Math.floor(now.getTime() / 1000));
    // Pictures stored before they were private stay where they were until adoptLegacy moves them.
    for (const dir of [this.deps.dir, this.deps.legacyDir]) {
      const file = path.join(dir, relative);
      if (await fs.stat(file).then((s) => s.isFile(), () => false)) return { file, maxAge };
    }
    throw notFound('File not found');
  }

  /** Moves pictures that earlier versions kept under the public /storage folder into the private one; answers how many. */
  async adoptLegacy(): Promise<number> {
    let moved = 0;
    for (const folder of PRIVATE_FILE_FOLDERS) {
      const from = path.join(this.deps.legacyDir, folder);
      const names = await fs.readdir(from).catch(() => [] as string[]);
      if (names.length === 0) continue;
      await fs.mkdir(path.join(this.deps.dir, folder), { recursive: true });
      for (const name of names) {
        // Another instance sharing the folder may have moved it first.
        await fs.rename(path.join(from, name), path.join(this.deps.dir, folder, name)).then(() => moved++, () => undefined);
      }
    }
    return moved;
  }
}
