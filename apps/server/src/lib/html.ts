import sanitizeHtml from 'sanitize-html';

/**
 * HTML written by staff, made safe to show as it is on the storefront: headings, paragraphs, lists,
 * links (http, https and mail only, opened without giving the page a handle on ours), emphasis and
 * tables are kept; scripts, styles, frames, event handlers and every other attribute are dropped.
 */
const RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 'small',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) } }),
  },
};

export function safeHtml(html: string): string {
  return sanitizeHtml(html, RULES).trim();
}
