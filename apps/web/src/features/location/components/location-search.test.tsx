import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '@/test/utils';
import { mall, marina, requests } from '@/test/location-fixtures';
import { LocationSearch } from './location-search';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const type = (value: string) => fireEvent.change(screen.getByTestId('location-search-input'), { target: { value } });

describe('LocationSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for suggestions once, 500 ms after typing stops', async () => {
    const fetchMock = mockFetch({ 'config/place-api-autocomplete': { body: { predictions: [mall, marina] } } });
    renderWithApp(<LocationSearch onSelect={() => {}} />);

    screen.getByTestId('location-search-input').focus();
    type('d');
    await advance(300);
    type('du');
    await advance(300);
    type('dubai');
    await advance(499);
    expect(requests(fetchMock)).toEqual([]);

    await advance(1);
    expect(requests(fetchMock)).toEqual(['config/place-api-autocomplete?search_text=dubai']);
    await advance(20);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('The Dubai Mall'),
      expect.stringContaining('Dubai Marina Walk'),
    ]);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('never asks with empty text', async () => {
    const fetchMock = mockFetch({ 'config/place-api-autocomplete': { body: { predictions: [mall] } } });
    renderWithApp(<LocationSearch onSelect={() => {}} />);

    screen.getByTestId('location-search-input').focus();
    type('   ');
    await advance(1000);
    type('du');
    await advance(100);
    type('');
    await advance(1000);
    expect(requests(fetchMock)).toEqual([]);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('moves through the suggestions with the arrow keys and picks one with Enter', async () => {
    mockFetch({ 'config/place-api-autocomplete': { body: { predictions: [mall, marina] } } });
    const onSelect = vi.fn();
    renderWithApp(<LocationSearch onSelect={onSelect} />);
    const input = screen.getByTestId('location-search-input');
    input.focus();
    type('dubai');
    await advance(500);
    await advance(20);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(marina);
    expect((input as HTMLInputElement).value).toBe(marina.description);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('clears the text with the clear button', async () => {
    mockFetch({ 'config/place-api-autocomplete': { body: { predictions: [mall] } } });
    renderWithApp(<LocationSearch onSelect={() => {}} />);
    type('dubai');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((screen.getByTestId('location-search-input') as HTMLInputElement).value).toBe('');
  });
});
