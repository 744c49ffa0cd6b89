import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageContent, parsePageContent } from './page-content';

describe('page content', () => {
  it('splits paragraphs on blank lines and reads "## " lines as headings', () => {
    expect(parsePageContent('Intro line one\nline two\n\n## Returns\nWithin 7 days.\n\n\n## Contact')).toEqual([
      { kind: 'paragraph', text: 'Intro line one\nline two' },
      { kind: 'heading', text: 'Returns' },
      { kind: 'paragraph', text: 'Within 7 days.' },
      { kind: 'heading', text: 'Contact' },
    ]);
  });

  it('shows markup as text instead of injecting it', () => {
    const { container } = render(
      <PageContent page={{ key: 'about-us', title: 'About', content: '<img src=x onerror="alert(1)">\n\n## <b>Bold?</b>' }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Bold?</b>');
  });
});
