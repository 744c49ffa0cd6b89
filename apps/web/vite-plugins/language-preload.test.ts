import { describe, expect, it } from 'vitest';
import { languageFiles, preloadScript } from './language-preload';

const chunk = (fileName: string, facadeModuleId: string | null) => ({ type: 'chunk', fileName, facadeModuleId }) as never;

describe('language preload', () => {
  it('finds the built file of each language loaded apart from the entry', () => {
    const bundle = {
      a: chunk('assets/ar-1.js', '/repo/apps/web/src/i18n/ar.json'),
      b: chunk('assets/fr-2.js', '/repo/apps/web/src/i18n/fr.json'),
      c: chunk('assets/index-3.js', '/repo/apps/web/src/main.tsx'),
      d: chunk('assets/shared-4.js', null),
    };
    expect(languageFiles(bundle)).toEqual({ ar: '/assets/ar-1.js', fr: '/assets/fr-2.js' });
  });

  it('preloads the file of the language on <html lang>, and nothing for English', () => {
    const files = { ar: '/assets/ar-1.js', fr: '/assets/fr-2.js' };
    for (const [lang, expected] of [['ar', '/assets/ar-1.js'], ['fr', '/assets/fr-2.js'], ['en', undefined]] as const) {
      document.head.innerHTML = '';
      document.documentElement.lang = lang;
      new Function(preloadScript(files))();
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
      expect(link?.getAttribute('href')).toBe(expected);
      // Like the entry's own modulepreloads, so that the module import reuses the download.
      if (link) expect(link.hasAttribute('crossorigin')).toBe(true);
    }
  });
});
