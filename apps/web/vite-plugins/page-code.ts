import type { IndexHtmlTransformContext, Plugin } from 'vite';

const LANGUAGE_FILE = /[\\/]src[\\/]i18n[\\/]([a-z]{2})\.json$/;
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built URL of each language file loaded apart from the entry (English ships inside it). */
export function languageFiles(bundle: IndexHtmlTransformContext['bundle'], base = '/'): Record<string, string> {
  const files: Record<string, string> = {};
  for (const chunk of Object.values(bundle ?? {})) {
    const match = chunk.type === 'chunk' && chunk.facadeModuleId ? LANGUAGE_FILE.exec(chunk.facadeModuleId) : null;
    if (match) files[match[1]!] = base + chunk.fileName;
  }
  return files;
}

/** What the page's code is: the entry, the files it imports at once, and each language's strings apart from it. */
export interface PageCode {
  entry: string;
  preloads: string[];
  languages: Record<string, string>;
}

/**
 * The script at the end of the page that loads its code. A page the server rendered (it carries its data,
 * `#ssr-state`) is drawn whole by its HTML and CSS: its code is asked for once the browser reports that first
 * paint (or after a second, for a tab in the background that paints nothing), so the download does not compete with the
 * page's CSS and pictures, and taps made meanwhile are held by the first script. A page the browser builds asks
 * at once. With the entry go its imports and the strings of the language on `<html lang>` (set by the first
 * script or the server), as module preloads the entry's imports then reuse.
 */
export const loaderScript = ({ entry, preloads, languages }: PageCode) =>
  `(function(){var done=false,entry=${JSON.stringify([entry, ...preloads])},languages=${JSON.stringify(languages)};` +
  'function load(){if(done)return;done=true;var lang=languages[document.documentElement.lang];' +
  "entry.slice(1).concat(lang?[lang]:[]).forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l);});" +
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=entry[0];document.head.appendChild(s);}" +
  "if(!document.getElementById('ssr-state')||typeof PerformanceObserver!=='function')return load();" +
  "try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load();}}).observe({type:'paint',buffered:true});}catch(e){return load();}" +
  'setTimeout(load,1000);})();';

/** Takes the entry's script and module preloads out of the built page's head; answers them and the page without. */
export function takePageCode(html: string, languages: Record<string, string>): { html: string; code: PageCode } {
  const entry = ENTRY_TAG.exec(html);
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
  return { html: html.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''), code: { entry: entry[1]!, preloads, languages } };
}

/** Index.html's code, loaded by `loaderScript` from the end of the body instead of by tags in the head. */
export function pageCode(): Plugin {
  return {
    name: 'storefront:page-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(built, ctx) {
        const { html, code } = takePageCode(built, languageFiles(ctx.bundle, ctx.server?.config.base ?? '/'));
        return { html, tags: [{ tag: 'script', children: loaderScript(code), injectTo: 'body' }] };
      },
    },
  };
}
