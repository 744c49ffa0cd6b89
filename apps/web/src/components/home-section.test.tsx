import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { HomeSection, type SectionQuery } from './home-section';

const query = <T,>(overrides: Partial<SectionQuery<T>>): SectionQuery<T> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...overrides,
});

function renderSection(q: SectionQuery<string[]>) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <HomeSection sectionKey="popular_items" title="Popular items" query={q} isEmpty={(l) => l.length === 0} skeleton={<p>skeleton</p>} viewAllTo="/more">
          {(list) => <ul>{list.map((x) => <li key={x}>{x}</li>)}</ul>}
        </HomeSection>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('HomeSection', () => {
  it('disappears when there is no data', () => {
    renderSection(query({ data: [] }));
    expect(screen.queryByTestId('home-section-popular_items')).toBeNull();
  });

  it('shows the skeleton while loading and the rows once loaded', () => {
    const { unmount } = renderSection(query({ isPending: true }));
    expect(screen.getByTestId('home-section-popular_items').textContent).toContain('skeleton');
    unmount();
    renderSection(query({ data: ['Pizza'] }));
    expect(screen.getByRole('heading', { name: 'Popular items' })).toBeTruthy();
    expect(screen.getByText('Pizza')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/more');
  });

  it('shows an inline error with a retry', () => {
    const refetch = vi.fn();
    renderSection(query({ isError: true, refetch }));
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalled();
  });
});
