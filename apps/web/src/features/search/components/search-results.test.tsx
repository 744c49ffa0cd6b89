import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { itemFixture, page, storeFixture } from '@/test/catalog-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { SearchResults } from './search-results';

// jsdom has no layout: the test decides when the end of the list is in view.
let inView: (() => void) | null = null;
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    inView = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    inView = null;
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

const scrollToEnd = () => act(() => inView?.());

function render(props: Partial<Parameters<typeof SearchResults>[0]> = {}) {
  return renderWithApp(<SearchResults name="pizza" dataType="searched" title="Results" withStores categories={[]} brands={[]} {...props} />);
}

const searchCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams).filter((p) => p.has('offset'));

describe('SearchResults', () => {
  it('loads pages while scrolling and stops at an empty page', async () => {
    const pages = [
      page('products', [itemFixture({ id: 1, name: 'Pizza One' }), itemFixture({ id: 2, name: 'Pizza Two' })], 99),
      page('products', [itemFixture({ id: 2, name: 'Pizza Two' }), itemFixture({ id: 3, name: 'Pizza Three' })], 99, 2),
      page('products', [], 99, 3),
    ];
    const fetchMock = mockFetch({
      'items/search': () => ({ body: pages[Number(new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x').searchParams.get('offset')) - 1] ?? page('products', []) }),
    });
    render();
    expect(await screen.findByText('Pizza One')).toBeTruthy();
    scrollToEnd();
    expect(await screen.findByText('Pizza Three')).toBeTruthy();
    // Item 2 came on both pages but shows once.
    expect(screen.getAllByTestId('item-card')).toHaveLength(3);
    scrollToEnd();
    await waitFor(() => expect(searchCalls(fetchMock).map((p) => p.get('offset'))).toEqual(['1', '2', '3']));
    scrollToEnd();
    scrollToEnd();
    await new Promise((r) => setTimeout(r, 50));
    expect(searchCalls(fetchMock)).toHaveLength(3);
    expect(searchCalls(fetchMock)[0]!.get('name')).toBe('pizza');
    expect(searchCalls(fetchMock)[0]!.get('limit')).toBe('12');
  });

  it('lists stores on the Stores tab from page 1, each store once', async () => {
    const fetchMock = mockFetch({
      'items/search': () => {
        const params = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x').searchParams;
        if (params.get('list_type') !== 'store') return { body: page('products', [itemFixture()], 1) };
        const offset = Number(params.get('offset'));
        return { body: offset === 1 ? page('stores', [storeFixture({ id: 2 }), storeFixture({ id: 3, name: 'Napoli' })], 3) : page('stores', [storeFixture({ id: 3, name: 'Napoli' }), storeFixture({ id: 4, name: 'Slice' })], 3, 2) };
      },
    });
    render();
    await screen.findByTestId('item-card');
    fireEvent.click(screen.getByRole('tab', { name: 'Stores' }));
    expect(await screen.findByText('Napoli')).toBeTruthy();
    scrollToEnd();
    expect(await screen.findByText('Slice')).toBeTruthy();
    expect(screen.getAllByTestId('store-card')).toHaveLength(3);
    const storeCalls = searchCalls(fetchMock).filter((p) => p.get('list_type') === 'store');
    expect(storeCalls.map((p) => p.get('offset'))).toEqual(['1', '2']);
  });

  it('says "Items not found!" and "Stores not found!"', async () => {
    mockFetch({ 'items/search': { body: page('products', []) } });
    render();
    expect(await screen.findByText('Items not found!')).toBeTruthy();
    mockFetch({ 'items/search': { body: page('stores', []) } });
    fireEvent.click(screen.getByRole('tab', { name: 'Stores' }));
    expect(await screen.findByText('Stores not found!')).toBeTruthy();
  });

  it('sends the chosen filters', async () => {
    const fetchMock = mockFetch({ 'items/search': { body: page('products', [itemFixture()], 1) } });
    render({ categories: [{ id: 5, name: 'Pizza' }] });
    await screen.findByTestId('item-card');
    const panel = screen.getAllByTestId('search-filters')[0]!;
    fireEvent.click(within(panel).getByLabelText('Top Rated'));
    fireEvent.click(within(panel).getByLabelText('Price: low to high'));
    fireEvent.click(within(panel).getByLabelText('Pizza'));
    await waitFor(() => {
      const last = searchCalls(fetchMock).at(-1)!;
      expect(last.get('filter')).toBe('top_rated');
      expect(last.get('sort')).toBe('low');
      expect(last.get('category_ids')).toBe('[5]');
      expect(last.get('offset')).toBe('1');
    });
  });
});
