/**
 * The storefront's built index.html cut where a rendered page differs: the `<html>` element's language and
 * direction, the head's title and description (the page's own head instead), the root's boot markup (the
 * rendered page instead), the data the page was rendered with, and the note for browsers without
 * JavaScript (a rendered page reads without it).
 */
export interface ShellParts {
  start: string;
  /** From `<html …>` to the default title and description. */
  headStart: string;
  defaultHead: string;
  /** From the default head's end to the root's boot markup. */
  headEnd: string;
  boot: string;
  /** From the root's end to the note for browsers without JavaScript. */
  afterRoot: string;
  noscript: string;
  end: string;
}

const HTML_TAG = /<html[^>]*>/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const ROOT_OPEN = '<div id="root">';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

function cut(html: string, at: number, what: string): [string, string] {
  if (at < 0) throw new Error(`the storefront's index.html has no ${what}`);
  return [html.slice(0, at), html.slice(at)];
}

export function splitShell(html: string): ShellParts {
  const htmlTag = HTML_TAG.exec(html);
  const [start, fromHtml] = cut(html, htmlTag?.index ?? -1, '<html> element');
  const afterTag = fromHtml.slice(htmlTag![0].length);
  // The default title and description, wherever they are in the head: both go, the page's head takes their place.
  const title = TITLE.exec(afterTag);
  const description = DESCRIPTION.exec(afterTag);
  if (!title || !description) throw new Error('the storefront\'s index.html has no title or description');
  const defaultHead = `${description[0]}\n    ${title[0]}`;
  const head = afterTag.replace(TITLE, '').replace(DESCRIPTION, '');
  const [headStart, fromHeadEnd] = cut(head, head.indexOf('</head>'), '</head>');
  const [headEnd0, fromRoot] = cut(fromHeadEnd, fromHeadEnd.indexOf(ROOT_OPEN), 'root element');
  const rootBody = fromRoot.slice(ROOT_OPEN.length);
  const noscript = NOSCRIPT.exec(rootBody);
  if (!noscript) throw new Error('the storefront\'s index.html has no <noscript> note');
  const beforeNoscript = rootBody.slice(0, noscript.index);
  const rootEnd = beforeNoscript.lastIndexOf('</div>');
  return {
    start,
    headStart,
    defaultHead,
    headEnd: headEnd0 + ROOT_OPEN,
    boot: beforeNoscript.slice(0, rootEnd),
    afterRoot: beforeNoscript.slice(rootEnd),
    noscript: noscript[0],
    end: rootBody.slice(noscript.index + noscript[0].length),
  };
}

export interface PageParts {
  language: string;
  rtl: boolean;
  /** The page's head tags (title, description, canonical, previews, structured data); the default ones without. */
  head?: string;
  /** The rendered page; the boot markup without (the browser builds the page). */
  root?: string;
  /** The page's data as JSON safe inside a script element. */
  state?: string;
}

export function pageHtml(shell: ShellParts, page: PageParts): string {
  const rendered = page.root !== undefined;
  return [
    shell.start,
    `<html lang="${page.language}" dir="${page.rtl ? 'rtl' : 'ltr'}">`,
    shell.headStart.replace(/\n\s*$/, '\n    '),
    page.head ?? shell.defaultHead,
    '\n  ',
    shell.headEnd,
    rendered ? page.root : shell.boot,
    shell.afterRoot,
    page.state ? `\n    <script type="application/json" id="ssr-state">${page.state}</script>` : '',
    rendered ? '' : shell.noscript,
    shell.end,
  ].join('');
}
