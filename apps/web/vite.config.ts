import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

const api = process.env.STOREFRONT_API ?? 'http://localhost:8080';

/** Vendor groups change rarely, so they get their own long-cached chunks. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/storage': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/storage': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The web app only takes constants from @storefront/contract; its TypeBox schemas
      // (top-level `Type.*` calls) would otherwise ship to the browser unused.
      treeshake: {
        moduleSideEffects: (id) => (/packages[\\/]contract[\\/]|node_modules[\\/]typebox[\\/]/.test(id) ? false : undefined),
        manualPureFunctions: ['Type'],
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
