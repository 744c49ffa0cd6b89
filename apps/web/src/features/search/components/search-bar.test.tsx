import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requests } from '@/test/location-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { SearchBar } from './search-bar';

const suggestions = { items: [{ id: 7, name: 'Pizza Margherita', slug: 'pizza-margherita', image_full_url: '', store_name: 'Pizza Corner' }], stores: [{ id: 2, name: 'Pizza Corner', slug: 'pizza-corner', logo_full_url: '' }] };

function setup() {
  const fetchMock = mockFetch({ 'items/item-or-store-search': { body: suggestions } });
  const view = renderWithApp(<SearchBar />, { path: '/', extraRoutes: ['/home', '/product/:id', '/store/:id'] });
  return { ...view, fetchMock, input: screen.getByTestId('search-input') as HTMLInputElement };
}

describe('SearchBar', () => {
  afterEach(() => vi.useRealTimers());

  it('searches on Enter, goes to the search page and remembers the words', async () => {
    const { input, router } = setup();
    fireEvent.change(input, { target: { value: '  piza ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?search=piza&data_type=searched');
    expect(JSON.parse(localStorage.getItem('searchedValues')!)).toEqual(['piza']);
  });

  it('ignores an empty search', () => {
    const { input, router, fetchMock } = setup();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('searchedValues')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for suggestions once, 500 ms after typing stops, and opens what is picked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { input, router, fetchMock } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'pi' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'piz' } });
    act(() => vi.advanceTimersByTime(499));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    await screen.findByText('Pizza Margherita');
    expect(requests(fetchMock)).toEqual(['items/item-or-store-search?name=piz']);
    expect(screen.getByTestId('search-option-store').textContent).toContain('Pizza Corner');
    fireEvent.click(screen.getByText('Pizza Margherita'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/pizza-margherita'));
  });

  it('shows the last searches when empty, and the clear button empties the box', async () => {
    localStorage.setItem('searchedValues', JSON.stringify(['milk', 'bread']));
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'soap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    fireEvent.focus(input);
    const options = await screen.findAllByTestId('search-option-history');
    expect(options.map((o) => o.textContent)).toEqual(['milk', 'bread']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryAllByTestId('search-option-history')).toHaveLength(0);
  });
});
