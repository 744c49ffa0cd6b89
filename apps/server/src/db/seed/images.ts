import fs from 'node:fs';
import path from 'node:path';
import type { Emoji } from './art.js';
import { renderSvg, type ImageSpec, type Style } from './svg.js';

export const SIZES = {
  square: { width: 400, height: 400 },
  cover: { width: 1200, height: 400 },
  banner: { width: 800, height: 400 },
  /** The landing page's hero crops it to 4:3. */
  header: { width: 1440, height: 560, focus: 4 / 3 },
  /** Under text the web app lays over the picture's lower part. */
  backdrop: { width: 800, height: 400, overlay: true },
  icon: { width: 64, height: 64 },
} as const;

export interface Picture {
  style: Style;
  emoji: readonly Emoji[];
  /** Whose colours: a store's name, a category's, a campaign's. */
  palette: string;
  variant?: string;
}

/** Every relative storage path the seed refers to, with what to draw there. */
export class ImageSet {
  private readonly specs = new Map<string, ImageSpec>();

  add(relativePath: string, picture: Picture, size: keyof typeof SIZES = 'square'): string {
    if (!this.specs.has(relativePath)) this.specs.set(relativePath, { ...picture, ...SIZES[size] });
    return relativePath;
  }

  /** The SVG each path gets, in path order. */
  *render(): Generator<readonly [string, string]> {
    for (const [relativePath, spec] of [...this.specs].sort(([a], [b]) => (a < b ? -1 : 1))) yield [relativePath, renderSvg(spec)];
  }

  get size(): number {
    return this.specs.size;
  }

  /** Writes only files whose content changed, so that reseeding leaves the folder as it was. */
  write(dataDir: string): number {
    const root = path.join(dataDir, 'storage');
    let written = 0;
    for (const [relativePath, content] of this.render()) {
      const file = path.join(root, relativePath);
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
      written++;
    }
    return written;
  }
}
