import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { entryBudget } from './vite-plugins/entry-budget';
import { languagePreload } from './vite-plugins/language-preload';
import { serviceWorker } from './vite-plugins/service-worker';
// By path, not by package name: Vite loads its configuration with bare imports left to Node, which cannot run TypeScript.
import { precompress } from '../../packages/ui/src/build/precompress';

const api = process.env.STOREFRONT_API ?? 'http://localhost:8080';

/**
 * The server speaks HTTP/1.1, so a browser fetches at most six files at a time from it: each extra file on the
 * way to the first screen costs a round trip. What the entry loads statically (`$initial`) therefore ships as two
 * files, the libraries (rarely changing, long cached) and the app shell; the small components, helpers and API
 * calls that the lazy pages share ship as one file too, instead of a dozen tiny ones per page.
 */
const chunkGroups = [
  { name: 'vendor', tags: ['$initial' as const], test: /node_modules[\\/]/, priority: 3 },
  { name: 'shell', tags: ['$initial' as const], test: (id: string) => !/[\\/]src[\\/]main\.tsx$/.test(id), priority: 2 },
  {
    name: 'shared',
    // The catalogue pages' common parts and the primitives; account, form and map pieces go with the pages that use them.
    test: /apps[\\/]web[\\/]src[\\/](components[\\/](catalog[\\/]|[^\\/]+$)|lib[\\/]|features[\\/](catalog|promotions)[\\/]api[\\/])|packages[\\/]ui[\\/]src[\\/](?!form[\\/]|map[\\/])/,
    minShareCount: 2,
    priority: 1,
  },
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

/**
 * The server's build (`vite build --ssr src/entry-server.tsx`): the pages rendered in Node, loaded by the
 * server's seo module. The libraries are bundled too, as React's production build whatever NODE_ENV the server
 * runs with: its development build (checks and warnings on every element) rendered a product page in about
 * 100 ms of CPU. All of them, so that React and the libraries built on it share one copy.
 */
const ssrBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, ssr: 'src/entry-server.tsx' },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : {
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The JavaScript before the first render was 160 KB gzip; the goal is 130 KB (react-dom alone is 66 KB).
  plugins: [pureContractSchemas(), react(), tailwindcss(), entryBudget({ maxKb: 161 }), languagePreload(), serviceWorker(), precompress()],
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
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
}));
