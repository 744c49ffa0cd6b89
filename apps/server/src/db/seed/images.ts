import fs from 'node:fs';
import path from 'node:path';
import { renderSvg, type ImageSpec, type Motif } from './svg.js';

export const SIZES = {
  square: { width: 400, height: 400 },
  cover: { width: 1200, height: 400 },
  banner: { width: 800, height: 400 },
  header: { width: 1440, height: 560, textless: true },
  backdrop: { width: 800, height: 400, textless: true },
  icon: { width: 64, height: 64 },
} as const;

/** Every relative storage path the seed refers to, with what to draw there. */
export class ImageSet {
  private readonly specs = new Map<string, ImageSpec>();

  add(relativePath: string, title: string, motif: Motif, size: keyof typeof SIZES = 'square', subtitle?: string): string {
    if (!this.specs.has(relativePath)) {
      this.specs.set(relativePath, { title, motif, ...SIZES[size], ...(subtitle ? { subtitle } : {}) });
    }
    return relativePath;
  }

  get size(): number {
    return this.specs.size;
  }

  /** Writes only files whose content changed, so that reseeding leaves the folder as it was. */
  write(dataDir: string): number {
    const root = path.join(dataDir, 'storage');
    let written = 0;
    for (const [relativePath, spec] of [...this.specs].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const file = path.join(root, relativePath);
      const content = renderSvg(spec);
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
      written++;
    }
    return written;
  }
}
