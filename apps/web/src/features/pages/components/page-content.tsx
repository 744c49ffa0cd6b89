import type { PageContent as Page } from '@storefront/contract';

type Block = { kind: 'heading' | 'paragraph'; text: string };

/** Plain text from the server: blank lines split paragraphs, lines starting with "## " are headings. */
export function parsePageContent(content: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      const text = paragraph.join('\n').trim();
      if (text) blocks.push({ kind: 'paragraph', text });
      paragraph = [];
    };
    for (const line of chunk.split('\n')) {
      if (line.startsWith('## ')) {
        flush();
        const text = line.slice(3).trim();
        if (text) blocks.push({ kind: 'heading', text });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** Rendered as text nodes only, so markup in the content is shown, never executed. */
export function PageContent({ page }: { page: Page }) {
  return (
    <article className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{page.title}</h1>
      <div className="mt-6 space-y-4 leading-relaxed text-ink/85">
        {parsePageContent(page.content).map((block, index) =>
          block.kind === 'heading' ? (
            <h2 key={index} className="pt-4 text-xl font-bold text-ink">
              {block.text}
            </h2>
          ) : (
            <p key={index} className="whitespace-pre-line">
              {block.text}
            </p>
          ),
        )}
      </div>
    </article>
  );
}
