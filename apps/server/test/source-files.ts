import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, three folders above this one. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The folders that hold hand-written sources. */
export const FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE = /\.(?:[cm]?[jt]sx?|md|css|html)$/;
/** Installed packages, build output and data a run leaves behind. */
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'build', 'coverage', '.data', '.tmp', '.profile', 'output', 'test-results', '.vite']);

/** Every source file (code, styles, markdown, HTML) under `dir`, skipping installed and generated folders. */
export function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, out);
    else if (entry.isFile() && SOURCE.test(entry.name)) out.push(file);
  }
  return out;
}

/** The source files of every hand-written folder. */
export function repositorySources(): string[] {
  return FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));
}
