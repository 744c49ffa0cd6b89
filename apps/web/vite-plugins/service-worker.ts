import { VitePWA } from 'vite-plugin-pwa';

/**
 * The storefront's one service worker: src/sw.ts built to /sw.js by vite-plugin-pwa's injectManifest, with the
 * list of files to precache written into it. injectManifest rather than generateSW because the worker carries
 * code of its own (Web Push) and routes by rules unit-tested in src/app/service-worker; the plugin rather than
 * workbox-build alone because it builds the TypeScript source with the app's aliases in the same `vite build`.
 * The manifest is a static file (public/manifest.webmanifest) and the page registers the worker itself
 * (src/lib/service-worker.ts), so the plugin adds nothing to index.html.
 */
export function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    // The worker is written before the build's files are precompressed (a later closeBundle), so it gets its copies too.
    integration: { closeBundleOrder: 'pre' },
    injectManifest: {
      // A classic script, so that public/push-sw.js can importScripts it.
      rollupFormat: 'iife',
      globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}', 'offline.{html,js,css}', 'icons/*.png'],
      // No index.html: pages come from the network, even at /. The encoded copies are the server's business.
      globIgnores: ['index.html', '**/*.br', '**/*.gz'],
    },
  });
}
