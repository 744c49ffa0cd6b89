import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleReview } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session, ZONES, type Call } from '../test/render-console';

const STORE = 3;
const review = (id: number, extra: Partial<ConsoleReview> = {}): ConsoleReview => ({
  id, customer_name: 'Layla', rating: 4.5, comment: 'Fresh and quick.', item: { id: 9, name: 'Avocados', image_full_url: 'http://storefront.test/storage/item/a.webp' },
  created_at: '2026-11-20T09:00:00.000Z', reply: null, ...extra,
});
const page = (reviews: ConsoleReview[], total = reviews.length) => ({ status: 200, body: { total_size: total, limit: 20, offset: 1, reviews } });

function openReviews(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  const calls = mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES,
    'GET console/me': { status: 200, body: session(operator('store'), [{ role: 'owner', store: { id: STORE, name: 'Green Basket' } }]) },
    ...handlers,
  });
  renderConsole(`/stores/${STORE}/reviews`);
  return calls;
}

const listPath = (filter: string, offset = 1) => `GET console/stores/${STORE}/reviews?filter=${filter}&limit=20&offset=${offset}`;

describe('the store reviews page', () => {
  it('lists the reviews with customer, stars, item, comment and reply; a reply written in place is sent and shown saved', async () => {
    const calls = openReviews({
      [listPath('all')]: page([review(1), review(2, { customer_name: 'Omar', rating: 2, comment: null, reply: 'Sorry, fixed now.' })]),
      [`PUT console/stores/${STORE}/reviews/1/reply`]: (call: Call) => ({ status: 200, body: review(1, { reply: (call.body as { reply: string }).reply.trim() }) }),
    });
    const items = await screen.findAllByTestId('console-review');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Layla');
    expect(items[0]!.textContent).toContain('Avocados');
    expect(items[0]!.textContent).toContain('Fresh and quick.');
    expect(within(items[0]!).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(within(items[1]!).getByTestId('review-reply').textContent).toContain('Sorry, fixed now.');
    expect(items[1]!.textContent).toContain('No comment');

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Reply to Layla' }));
    const box = within(items[0]!).getByLabelText('Your reply');
    fireEvent.change(box, { target: { value: 'Thank you, Layla!' } });
    expect(within(items[0]!).getByText('17 of 500 characters')).toBeTruthy();
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Save reply' }));

    await waitFor(() => expect(within(items[0]!).getByTestId('review-reply').textContent).toContain('Thank you, Layla!'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reply: 'Thank you, Layla!' });
  });

  it('removes a reply by sending an empty one', async () => {
    const calls = openReviews({
      [listPath('all')]: page([review(2, { reply: 'Old reply' })]),
      [`PUT console/stores/${STORE}/reviews/2/reply`]: { status: 200, body: review(2, { reply: null }) },
    });
    const item = await screen.findByTestId('console-review');
    fireEvent.click(within(item).getByRole('button', { name: 'Remove reply' }));
    await waitFor(() => expect(within(item).queryByTestId('review-reply')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reply: '' });
    expect(within(item).getByRole('button', { name: 'Reply to Layla' })).toBeTruthy();
  });

  it('filters to reviews without a reply, and says so when every review has one', async () => {
    const calls = openReviews({ [listPath('all')]: page([review(1)]), [listPath('unanswered')]: page([]) });
    await screen.findByTestId('console-review');
    fireEvent.click(screen.getByRole('tab', { name: 'Without a reply' }));
    expect(await screen.findByText('Every review has a reply')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('filter=unanswered'))).toBe(true);
  });

  it('shows a refused reply\'s message, and pages', async () => {
    openReviews({
      [listPath('all')]: page(Array.from({ length: 20 }, (_, i) => review(i + 1)), 25),
      [listPath('all', 2)]: page([review(21, { customer_name: 'Page Two' })], 25),
      [`PUT console/stores/${STORE}/reviews/1/reply`]: { status: 404, body: { errors: [{ code: 'not_found', message: 'Review not found' }] } },
    });
    const [first] = await screen.findAllByTestId('console-review');
    fireEvent.click(within(first!).getByRole('button', { name: 'Reply to Layla' }));
    fireEvent.change(within(first!).getByLabelText('Your reply'), { target: { value: 'Hi' } });
    fireEvent.click(within(first!).getByRole('button', { name: 'Save reply' }));
    expect((await within(first!).findByRole('alert')).textContent).toBe('Review not found');

    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page Two')).toBeTruthy();
  });

  it('says when the store has no reviews yet', async () => {
    openReviews({ [listPath('all')]: page([]) });
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });
});
