import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageFiles, loaderScript, takePageCode } from './page-code';

const chunk = (fileName: string, facadeModuleId: string | null) => ({ type: 'chunk', fileName, facadeModuleId }) as never;
const code = { entry: '/assets/index-1.js', preloads: ['/assets/vendor-2.js'], languages: { ar: '/assets/ar-1.js', fr: '/assets/fr-2.js' } };
const asked = () => [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((el) => el.getAttribute('src') ?? el.getAttribute('href'));

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the page\'s code', () => {
  it('finds the built file of each language loaded apart from the entry', () => {
    const bundle = {
      a: chunk('assets/ar-1.js', '/repo/apps/web/src/i18n/ar.json'),
      b: chunk('assets/fr-2.js', '/repo/apps/web/src/i18n/fr.json'),
      c: chunk('assets/index-3.js', '/repo/apps/web/src/main.tsx'),
      d: chunk('assets/shared-4.js', null),
    };
    expect(languageFiles(bundle)).toEqual({ ar: '/assets/ar-1.js', fr: '/assets/fr-2.js' });
  });

  it('takes the entry and its module preloads out of the head', () => {
    const built = '<head>\n  <script type="module" crossorigin src="/assets/index-1.js"></script>\n  <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">\n  <link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>';
    const { html, code: found } = takePageCode(built, code.languages);
    expect(found).toEqual(code);
    expect(html).toBe('<head>\n  <link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>');
    expect(() => takePageCode('<head></head>', {})).toThrow(/no entry script/);
  });

  it('loads a page the browser builds at once: the entry as a module, its imports and the language\'s strings preloaded', () => {
    for (const [lang, strings] of [['ar', ['/assets/ar-1.js']], ['fr', ['/assets/fr-2.js']], ['en', []]] as const) {
      document.head.innerHTML = '';
      document.documentElement.lang = lang;
      new Function(loaderScript(code))();
      expect(asked()).toEqual(['/assets/vendor-2.js', ...strings, '/assets/index-1.js']);
      const entry = document.head.querySelector('script')!;
      expect(entry.type).toBe('module');
      // Like the module preloads, so that the entry's imports reuse their downloads.
      for (const el of document.head.children) expect(el.hasAttribute('crossorigin')).toBe(true);
    }
  });

  /** The browser's paint reports, as the loader watches them: `report(name)` delivers one. */
  function watchPaints() {
    const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
    vi.stubGlobal('PerformanceObserver', class {
      entry: (typeof observers)[number];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: { type: string }) {
        expect(options.type).toBe('paint');
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    });
    return (name: string) => {
      for (const o of observers) if (!o.disconnected) o.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, { disconnect: () => (o.disconnected = true) });
    };
  }

  it('loads a rendered page\'s code only once the browser reports its first contentful paint, once', () => {
    vi.useFakeTimers();
    const report = watchPaints();
    document.documentElement.lang = 'en';
    document.body.innerHTML = '<div id="root"><h1>Rendered</h1></div><script type="application/json" id="ssr-state">{}</script>';
    new Function(loaderScript(code))();
    expect(asked()).toEqual([]);
    report('first-paint');
    expect(asked()).toEqual([]);
    report('first-contentful-paint');
    expect(asked()).toEqual(['/assets/vendor-2.js', '/assets/index-1.js']);
    // The fallback for a tab that paints nothing does not load it twice.
    vi.advanceTimersByTime(1000);
    expect(asked()).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('loads a rendered page\'s code after a second in a tab that paints nothing', () => {
    vi.useFakeTimers();
    watchPaints();
    document.body.innerHTML = '<script type="application/json" id="ssr-state">{}</script>';
    new Function(loaderScript(code))();
    vi.advanceTimersByTime(999);
    expect(asked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked()).toHaveLength(2);
    vi.unstubAllGlobals();
  });
});
