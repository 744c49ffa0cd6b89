import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Plain files served from public/ (no build step), so the test reads them.
const PUBLIC = path.resolve(__dirname, '../../../public');
const PAGE = readFileSync(path.join(PUBLIC, 'offline.html'), 'utf8');
const SCRIPT = readFileSync(path.join(PUBLIC, 'offline.js'), 'utf8');

/** Loads offline.html into the document and runs its script, as the browser does once the body is parsed. */
function showOfflinePage(stored: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  document.documentElement.className = '';
  document.body.innerHTML = new DOMParser().parseFromString(PAGE, 'text/html').body.innerHTML;
  new Function(SCRIPT)();
  const text = (key: string) => document.querySelector(`[data-text="${key}"]`)!.textContent;
  return { html: document.documentElement, text };
}

afterEach(() => localStorage.clear());

describe('the offline page', () => {
  it('speaks English, left to right, to a visitor with no language stored or an unknown one', () => {
    for (const stored of [{}, { 'language-setting': 'de' }] as Array<Record<string, string>>) {
      const { html, text } = showOfflinePage(stored);
      expect([html.lang, html.dir]).toEqual(['en', 'ltr']);
      expect(text('title')).toBe('You are offline');
      expect(text('retry')).toBe('Try again');
    }
  });

  it('speaks Arabic right to left, and French, as the app stored them (plain or JSON), in the dark theme when chosen', () => {
    const arabic = showOfflinePage({ 'language-setting': 'ar', theme: 'dark' });
    expect([arabic.html.lang, arabic.html.dir]).toEqual(['ar', 'rtl']);
    expect(arabic.text('title')).toBe('أنت غير متصل بالإنترنت');
    expect(document.title).toBe('أنت غير متصل بالإنترنت');
    expect(arabic.html.classList.contains('dark')).toBe(true);

    const french = showOfflinePage({ 'language-setting': JSON.stringify('fr') });
    expect([french.html.lang, french.html.dir]).toEqual(['fr', 'ltr']);
    expect(french.text('retry')).toBe('Réessayer');
    expect(french.html.classList.contains('dark')).toBe(false);
  });

  it('has no inline code, which the site’s Content-Security-Policy would block', () => {
    expect(PAGE).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(PAGE).not.toMatch(/<style|\sstyle=|\son[a-z]+=/);
  });
});
