import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-plugins/precompress';

const api = process.env.STOREFRONT_API ?? 'http://localhost:8080';

/** Vendor groups change rarely, so they get their own long-cached chunks. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
];

/**
 * The web app only takes constants and small functions from @storefront/contract, but a contract module
 * it imports also builds TypeBox schemas at its top level. The bundler inlines `Type.Object` to typebox's
 * own function, so it cannot tell such a call is pure, and the whole TypeBox runtime (13 KB gzip) rode in
 * the chunk every page loads first. Marking the contract's schema calls pure lets unused schemas go.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'storefront:pure-contract-schemas',
    transform(code, id) {
      if (!/packages[\\/]contract[\\/]src[\\/].*\.ts$/.test(id)) return null;
      // Calls of `Type.X(...)` and of the contract's capitalised schema helpers (`Nullable(...)`, `Page(...)`).
      return { code: code.replace(/(?<![\w.$])((?:Type\.)?[A-Z]\w*)\(/g, '/* @__PURE__ */ $1('), map: null };
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [pureContractSchemas(), react(), tailwindcss(), precompress()],
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
        // Reading `Schema.properties` into another schema kept unused schemas alive. Reads made for effect
        // (a forced reflow) are passed to a call in the libraries here, and calls stay.
        propertyReadSideEffects: false,
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
