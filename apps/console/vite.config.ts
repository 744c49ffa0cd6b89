import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, not by package name: Vite loads its configuration with bare imports left to Node, which cannot run TypeScript.
import { appIcons } from '../../packages/ui/src/build/app-icons';
import { precompress } from '../../packages/ui/src/build/precompress';

const api = process.env.STOREFRONT_API ?? 'http://localhost:8080';

/** The staff console: served by the API server under /console, beside the storefront. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  // The icons of public/manifest.webmanifest, in the theme colour of index.html.
  plugins: [react(), tailwindcss(), appIcons('#039d55'), precompress()],
  server: { port: 5174, proxy: { '/api': { target: api, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: api, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The console takes types and constants from @storefront/contract: its TypeBox schemas stay out of the bundle.
      treeshake: {
        moduleSideEffects: (id) => (/packages[\\/]contract[\\/]|node_modules[\\/]typebox[\\/]/.test(id) ? false : undefined),
        manualPureFunctions: ['Type'],
      },
    },
  },
});
