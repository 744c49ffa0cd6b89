import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageContent } from './page-content';

describe('page content', () => {
  it('shows the server\'s HTML body under the title: headings, paragraphs, lists and links', () => {
    render(<PageContent page={{ key: 'about-us', title: 'About', content: '<h2>Returns</h2><p>Within <strong>7</strong> days.</p><ul><li>Unopened</li></ul><a href="https://souqly.test" rel="noopener noreferrer">Us</a>' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Returns');
    expect(screen.getByText('Unopened').tagName).toBe('LI');
    expect(screen.getByRole('link', { name: 'Us' }).getAttribute('href')).toBe('https://souqly.test');
  });

  it('lets title and body take their own text\'s direction: an English page stays left to right in the Arabic storefront', () => {
    render(<PageContent page={{ key: 'about-us', title: 'About', content: '<p>Hello.</p>' }} />);
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Hello.').parentElement?.getAttribute('dir')).toBe('auto');
  });
});
