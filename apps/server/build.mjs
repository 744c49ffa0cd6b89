// Bundles the server into one ES module; npm packages stay external, the workspace contract is inlined.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(here, 'src/server.ts'), path.join(here, 'src/db/seed/cli.ts')],
  outdir: path.join(here, 'dist'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The contract is TypeScript source in the workspace: bundle it instead of leaving an import node cannot run.
  alias: { '@storefront/contract': path.join(here, '../../packages/contract/src/index.ts') },
  logLevel: 'warning',
});

// The demo seed's pictures, which it reads next to itself (src/db/seed/art in the sources, dist/art in the bundle).
fs.cpSync(path.join(here, 'src/db/seed/art'), path.join(here, 'dist/art'), { recursive: true, filter: (src) => !src.endsWith('.json') });

// The SQLite checkpointer's worker, which the bundle starts from beside itself (new URL(..., import.meta.url)).
fs.copyFileSync(path.join(here, 'src/db/checkpointer.worker.mjs'), path.join(here, 'dist/checkpointer.worker.mjs'));
