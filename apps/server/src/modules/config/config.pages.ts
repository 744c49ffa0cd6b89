import { type ConsolePage, type Language, type PageContent, type PageKey, type Texts } from '@storefront/contract';
import { safeHtml } from '../../lib/html.js';
import { translated } from '../../lib/i18n.js';
import { textsOf, withTranslations } from '../../lib/texts.js';

/** Policy pages that the business can switch off, and the setting that governs each. */
export const PAGE_SWITCH: Partial<Record<PageKey, 'refund_policy' | 'cancelation_policy' | 'shipping_policy'>> = {
  'refund-policy': 'refund_policy',
  'cancellation-policy': 'cancelation_policy',
  'shipping-policy': 'shipping_policy',
};

/**
 * An information page as the setting `page_<key>` keeps it: English title and body, {ar: {title, content}, fr: …}
 * in translations, and the version the console's saves name (a page never saved from the console is at 1).
 */
export interface StoredPage {
  title: string;
  content: string;
  translations?: Record<string, Record<string, string>>;
  version?: number;
  updated_at?: string;
}

export const pageSetting = (key: PageKey) => `page_${key}`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A body written before pages were HTML (plain text: blank lines part paragraphs, "## " starts a heading) as HTML. */
function textAsHtml(text: string): string {
  const blocks: string[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.join('').trim()) blocks.push(`<p>${lines.map((l) => escaped(l.trim())).filter(Boolean).join('<br>')}</p>`);
      lines = [];
    };
    for (const line of chunk.split('\n')) {
      if (!line.startsWith('## ')) {
        lines.push(line);
        continue;
      }
      flush();
      if (line.slice(3).trim()) blocks.push(`<h2>${escaped(line.slice(3).trim())}</h2>`);
    }
    flush();
  }
  return blocks.join('\n');
}

/** The page as it is now kept: one never saved from the console (no version) has plain-text bodies, read as HTML. */
function current(page: StoredPage): StoredPage {
  if (page.version !== undefined) return page;
  const translations = Object.fromEntries(Object.entries(page.translations ?? {}).map(([lang, own]) =>
    [lang, own.content === undefined ? own : { ...own, content: textAsHtml(own.content) }]));
  return { ...page, content: textAsHtml(page.content), translations };
}

/** The page in `lang`, each text falling back to English on its own; the body made safe again as it leaves. */
export function toPageContent(key: PageKey, stored: StoredPage, lang: Language): PageContent {
  const page = current(stored);
  const translations = JSON.stringify(page.translations ?? {});
  return { key, title: translated(translations, lang, 'title', page.title), content: safeHtml(translated(translations, lang, 'content', page.content)) };
}

const textsIn = (page: StoredPage | undefined, field: 'title' | 'content'): Texts => textsOf(page?.[field] ?? '', JSON.stringify(page?.translations ?? {}), field);

/** The page as the console edits it, from the settings that hold it and its switch. */
export function toConsolePage(key: PageKey, settings: Map<string, unknown>): ConsolePage {
  const stored = settings.get(pageSetting(key)) as StoredPage | undefined;
  const page = stored && current(stored);
  const switchKey = PAGE_SWITCH[key];
  return {
    key, title: textsIn(page, 'title'), content: textsIn(page, 'content'),
    on: switchKey ? Number(settings.get(switchKey) ?? 0) === 1 : null,
    version: page?.version ?? 1, updated_at: page?.updated_at ?? null,
  };
}

/** The stored page of these texts: empty Arabic or French left out, so the visitor reads English. */
export function toStoredPage(title: Texts, content: Texts, version: number, now: string): StoredPage {
  const translations = JSON.parse(withTranslations(null, { title, content })) as StoredPage['translations'];
  return { title: title.en, content: content.en, translations, version, updated_at: now };
}
