import type { PageContent as Page } from '@storefront/contract';

/**
 * The page's body is HTML the server keeps safe (headings, paragraphs, lists, links, emphasis and tables only;
 * no scripts, styles, frames or event handlers: apps/server/src/lib/html.ts), shown as it is, as the console's
 * preview shows it. Title and body take the direction of their own text: a page not translated yet reads in
 * English, left to right, inside the Arabic storefront (its full stops stay at the end of its lines).
 */
export function PageContent({ page }: { page: Page }) {
  return (
    <article className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-10">
      <h1 dir="auto" className="text-3xl font-extrabold tracking-tight">{page.title}</h1>
      <div
        dir="auto"
        className="mt-6 space-y-4 leading-relaxed break-words text-ink/85 [&_a]:text-brand-700 [&_a]:underline [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:pt-2 [&_h3]:font-bold [&_h3]:text-ink [&_ol]:list-decimal [&_ol]:ps-6 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_ul]:list-disc [&_ul]:ps-6"
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </article>
  );
}
