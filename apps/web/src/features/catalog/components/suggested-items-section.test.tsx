import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemFixture } from '@/test/catalog-fixtures';
import { moduleFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { SuggestedItemsSection } from './item-sections';

const SUGGESTED = 'customer/suggested-items';

function setup(answer: MockResponse, signedIn = true) {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify(moduleFixture()));
  if (signedIn) localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch({ [SUGGESTED]: answer });
  renderWithApp(<SuggestedItemsSection />);
  return fetchMock;
}

const requests = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([url]) => String(url).includes(SUGGESTED));

describe('SuggestedItemsSection', () => {
  it('shows the items picked for a signed-in customer, asked with the zone and module', async () => {
    const fetchMock = setup({ body: [itemFixture({ id: 1, name: 'Margherita Pizza' }), itemFixture({ id: 2, slug: 'cola', name: 'Cola' })] });
    const section = await screen.findByTestId('home-section-suggested_items');
    expect(within(section).getByRole('heading', { name: 'Suggested for you' })).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByTestId('item-card')).toHaveLength(2));
    expect(section.textContent).toContain('Cola');
    const [, init] = requests(fetchMock)[0]!;
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', zoneid: '[1]', moduleid: '1' });
  });

  it('hides itself when nothing is suggested', async () => {
    const fetchMock = setup({ body: [] });
    await waitFor(() => expect(requests(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    expect(screen.queryByTestId('home-section-suggested_items')).toBeNull();
  });

  it('hides itself when the call fails, without an error', async () => {
    const fetchMock = setup({ status: 500, body: { errors: [{ code: 'x', message: 'Server resting' }] } });
    await waitFor(() => expect(requests(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    expect(screen.queryByTestId('home-section-suggested_items')).toBeNull();
    expect(screen.queryByText('Server resting')).toBeNull();
  });

  it('asks nothing for guests and shows nothing', async () => {
    const fetchMock = setup({ body: [itemFixture()] }, false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('home-section-suggested_items')).toBeNull();
  });
});
