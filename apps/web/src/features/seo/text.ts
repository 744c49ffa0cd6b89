/** Descriptions stop at this many characters: what search results show of them before cutting. */
export const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text for an attribute or an element: the five characters HTML gives meaning to, escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * JSON inside a <script>: `<`, `>` and `&` as \u escapes, so no `</script>` or `<!--` can end or bend the
 * element, and the line separators JavaScript once refused in strings as well; JSON.parse reads them back unchanged.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Text out of stored HTML (policy pages, descriptions): tags dropped, common entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at the last word boundary before it with an ellipsis. */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // One very long word: cut inside it rather than answer almost nothing.
  const head = (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\uD800-\uDBFF]$/, '');
  return `${head.replace(/[\s,.;:!?-]+$/, '')}…`;
}
