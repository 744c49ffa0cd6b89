/**
 * The sitemaps protocol's two documents: a sitemap index (`<sitemapindex>` of `<sitemap>`) and a
 * sitemap (`<urlset>` of `<url>`), each entry a `<loc>` and an optional `<lastmod>` (W3C datetime).
 * Every value is escaped as XML text.
 */
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapEntry {
  loc: string;
  /** A stored timestamp; left out when there is none or it does not read as a time. */
  lastmod?: string | null | undefined;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** A stored ISO timestamp as the protocol writes it, in UTC; null when it is not a time. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const when = w3cDate(lastmod);
  return `<${tag}><loc>${escapeXml(loc)}</loc>${when ? `<lastmod>${when}</lastmod>` : ''}</${tag}>\n`;
}

export const sitemapIndex = (entries: readonly SitemapEntry[]) =>
  `${HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.map((e) => entry('sitemap', e)).join('')}</sitemapindex>\n`;

export const URLSET_OPEN = `${HEAD}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** A run of `<url>` entries, to write between URLSET_OPEN and URLSET_CLOSE. */
export const urlEntries = (entries: readonly SitemapEntry[]) => entries.map((e) => entry('url', e)).join('');

export const urlset = (entries: readonly SitemapEntry[]) => `${URLSET_OPEN}${urlEntries(entries)}${URLSET_CLOSE}`;
