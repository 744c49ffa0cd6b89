import type { IndexHtmlTransformContext, Plugin } from 'vite';

const LANGUAGE_FILE = /[\\/]src[\\/]i18n[\\/]([a-z]{2})\.json$/;

/** The built URL of each language file loaded apart from the entry (English ships inside it). */
export function languageFiles(bundle: IndexHtmlTransformContext['bundle'], base = '/'): Record<string, string> {
  const files: Record<string, string> = {};
  for (const chunk of Object.values(bundle ?? {})) {
    const match = chunk.type === 'chunk' && chunk.facadeModuleId ? LANGUAGE_FILE.exec(chunk.facadeModuleId) : null;
    if (match) files[match[1]!] = base + chunk.fileName;
  }
  return files;
}

/** Runs after the page's language is set on <html lang> (index.html's first script) and asks for that file at once. */
export const preloadScript = (files: Record<string, string>) =>
  `(function(){var f=${JSON.stringify(files)}[document.documentElement.lang];if(!f)return;` +
  `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l);})();`;

/**
 * An Arabic or French visitor's strings used to be requested only once the entry had run, a round trip
 * after it; a modulepreload from index.html downloads them alongside the entry instead.
 */
export function languagePreload(): Plugin {
  return {
    name: 'storefront:language-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files = languageFiles(ctx.bundle, ctx.server?.config.base ?? '/');
        if (Object.keys(files).length === 0) return html;
        return { html, tags: [{ tag: 'script', children: preloadScript(files), injectTo: 'head' }] };
      },
    },
  };
}
