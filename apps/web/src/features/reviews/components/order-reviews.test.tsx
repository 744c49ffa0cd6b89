import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_TEXTS } from '@storefront/contract';
import { callsTo, courierReviewFixture, imageFile, orderReviewsFixture, reviewFixture } from '@/test/review-fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { OrderReviewsPanel } from './order-reviews';

const ITEM_SUBMIT = 'customer/items/reviews/submit';
const COURIER_SUBMIT = 'customer/delivery-man/reviews/submit';

function setup(calls: Record<string, MockResponse | ((init: RequestInit) => MockResponse)>) {
  localStorage.setItem('token', 'tok');
  const fetchMock = mockFetch(calls);
  renderWithApp(<OrderReviewsPanel orderId={100001} orderPath="/orders/100001" notFound={<p>no such order</p>} />);
  return fetchMock;
}

const card = (testId: string) => screen.findByTestId(testId);
const submitButton = (scope: HTMLElement) => within(scope).getByRole('button', { name: 'Submit review' }) as HTMLButtonElement;
const choosePhotos = (scope: HTMLElement, ...files: File[]) => fireEvent.change(within(scope).getByLabelText('Add photos'), { target: { files } });

describe('OrderReviewsPanel', () => {
  it('asks for the order reviews of the order, signed in', async () => {
    const fetchMock = setup({ 'customer/order-reviews': { body: orderReviewsFixture() } });
    await card('review-card-item-1');
    const [url, init] = callsTo(fetchMock, 'customer/order-reviews')[0]!;
    expect(new URL(url, 'http://x').search).toBe('?order_id=100001');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok' });
    expect(screen.getByTestId('review-card-item-2').textContent).toContain('Garlic Bread');
    expect(screen.getByTestId('review-card-courier').textContent).toContain('Karim Haddad');
  });

  it('rates an item 4.5 with a comment and photos, sent as multipart, then shows the review', async () => {
    const submitted = reviewFixture({ rating: 4.5, comment: 'Great pizza', attachment: ['/storage/review/a.png'], attachment_full_url: ['/storage/review/a.png'] });
    // The server knows the review once it is sent.
    let answer = orderReviewsFixture();
    const fetchMock = setup({
      'customer/order-reviews': () => ({ body: answer }),
      [ITEM_SUBMIT]: () => {
        answer = { ...answer, items: answer.items.map((item) => (item.id === 1 ? { ...item, review: submitted } : item)) };
        return { body: { message: REVIEW_TEXTS.submitted, review: submitted } };
      },
    });
    const item = await card('review-card-item-1');
    const send = submitButton(item);
    expect(send.disabled).toBe(true);

    const stars = within(item).getByRole('radiogroup', { name: 'Rate Margherita Pizza' });
    expect(within(stars).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star', '1.5 stars', '2 stars', '2.5 stars', '3 stars', '3.5 stars', '4 stars', '4.5 stars', '5 stars',
    ]);
    fireEvent.click(within(stars).getByRole('radio', { name: '4.5 stars' }));
    expect(within(stars).getByRole('radio', { name: '4.5 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(within(stars).getAllByRole('radio', { checked: true })).toHaveLength(1);
    // Four full stars and the fifth half.
    expect([...stars.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'))).toEqual(['full', 'full', 'full', 'full', 'half']);

    fireEvent.change(within(item).getByLabelText('Comment (optional)'), { target: { value: 'Great pizza' } });
    expect(within(item).getByTestId('comment-count').textContent).toBe('11/1000');
    choosePhotos(item, imageFile('a.png'), imageFile('b.jpg', 1000, 'image/jpeg'));
    expect(within(within(item).getByTestId('review-photo-picks')).getAllByRole('img')).toHaveLength(2);
    expect(send.disabled).toBe(false);
    fireEvent.click(send);

    expect(await screen.findByText(REVIEW_TEXTS.submitted)).toBeTruthy();
    const [, init] = callsTo(fetchMock, ITEM_SUBMIT)[0]!;
    expect(init!.method).toBe('POST');
    const form = init!.body as FormData;
    expect(form.get('order_id')).toBe('100001');
    expect(form.get('item_id')).toBe('1');
    expect(form.get('rating')).toBe('4.5');
    expect(form.get('comment')).toBe('Great pizza');
    expect((form.getAll('attachment[]') as File[]).map((file) => file.name)).toEqual(['a.png', 'b.jpg']);

    const review = await within(item).findByTestId('submitted-review');
    expect(review.textContent).toContain('Great pizza');
    expect(within(review).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(within(item).queryByRole('radiogroup')).toBeNull();
    // The other item still has its form.
    expect(within(screen.getByTestId('review-card-item-2')).getByRole('radiogroup')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'customer/order-reviews').length).toBeGreaterThanOrEqual(2));
  });

  it('refuses a fourth photo, a photo over 2 MB and other files, with a message', async () => {
    setup({ 'customer/order-reviews': { body: orderReviewsFixture() } });
    const item = await card('review-card-item-1');
    const thumbnails = () => within(within(item).getByTestId('review-photo-picks')).queryAllByRole('img');

    choosePhotos(item, imageFile('a.png'), imageFile('b.png'), imageFile('c.gif', 10, 'image/gif'), imageFile('d.png'));
    expect(thumbnails().map((img) => img.getAttribute('alt'))).toEqual(['a.png', 'b.png', 'c.gif']);
    expect(within(item).getByTestId('review-photo-problems').textContent).toBe(REVIEW_TEXTS.too_many_photos);

    fireEvent.click(within(item).getByRole('button', { name: 'Remove b.png' }));
    choosePhotos(item, imageFile('big.png', 2 * 1024 * 1024 + 1), imageFile('doc.pdf', 10, 'application/pdf'));
    expect(thumbnails()).toHaveLength(2);
    const problems = within(item).getByTestId('review-photo-problems').textContent;
    expect(problems).toContain('Each image must be at most 2 MB.');
    expect(problems).toContain('Only JPG, PNG or GIF images can be added.');
    expect(within(item).getByLabelText('Add photos').getAttribute('accept')).toContain('image/png,image/jpeg,image/gif');
  });

  it('shows a reviewed item’s review (stars, comment, photos, date) instead of the form', async () => {
    setup({
      'customer/order-reviews': {
        body: orderReviewsFixture({
          items: [{ id: 1, name: 'Margherita Pizza', image: '', image_full_url: '', review: reviewFixture({ rating: 3.5, attachment: ['/r/1.png', '/r/2.png'], attachment_full_url: ['/r/1.png', '/r/2.png'] }) }],
          delivery_man: null,
        }),
      },
    });
    const item = await card('review-card-item-1');
    const review = within(item).getByTestId('submitted-review');
    expect(within(review).getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(review.querySelector('[data-stars]')!.getAttribute('data-stars')).toBe('full,full,full,half,empty');
    expect(review.textContent).toContain('Crisp crust, lovely basil.');
    expect(review.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-25T09:00:00.000Z');
    expect(review.textContent).toContain('Reviewed on Nov 25, 2026');
    expect(within(review).getAllByRole('button', { name: /^Open photo/ })).toHaveLength(2);
    expect(within(item).queryByRole('radiogroup')).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Submit review' })).toBeNull();
    // No courier, no courier card.
    expect(screen.queryByTestId('review-card-courier')).toBeNull();
  });

  it('rates the courier with JSON', async () => {
    const submitted = courierReviewFixture({ rating: 2, comment: 'Late' });
    let answer = orderReviewsFixture();
    const fetchMock = setup({
      'customer/order-reviews': () => ({ body: answer }),
      [COURIER_SUBMIT]: () => {
        answer = { ...answer, delivery_man: { ...answer.delivery_man!, review: submitted } };
        return { body: { message: REVIEW_TEXTS.submitted, review: submitted } };
      },
    });
    const courier = await card('review-card-courier');
    expect(within(courier).queryByLabelText('Add photos')).toBeNull();
    fireEvent.click(within(courier).getByRole('radio', { name: '2 stars' }));
    fireEvent.change(within(courier).getByLabelText('Comment (optional)'), { target: { value: '  Late ' } });
    fireEvent.click(submitButton(courier));

    const review = await within(courier).findByTestId('submitted-review');
    expect(within(review).getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeTruthy();
    expect(review.textContent).toContain('Late');
    const [, init] = callsTo(fetchMock, COURIER_SUBMIT)[0]!;
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init!.body))).toEqual({ order_id: 100001, delivery_man_id: 9, rating: 2, comment: 'Late' });
  });

  it("shows the server's refusal in the card and keeps the form", async () => {
    setup({
      'customer/order-reviews': { body: orderReviewsFixture() },
      [ITEM_SUBMIT]: { status: 409, body: { errors: [{ code: 'conflict', message: REVIEW_TEXTS.already }] } },
    });
    const item = await card('review-card-item-2');
    fireEvent.click(within(item).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(submitButton(item));
    expect((await within(item).findByRole('alert')).textContent).toBe(REVIEW_TEXTS.already);
    expect(within(item).getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(submitButton(item).disabled).toBe(false);
    // Only this card shows it.
    expect(within(screen.getByTestId('review-card-item-1')).queryByRole('alert')).toBeNull();
  });

  it('waits for delivery with a link to the order', async () => {
    setup({ 'customer/order-reviews': { body: orderReviewsFixture({ reviewable: 0 }) } });
    expect(await screen.findByText('You can rate this order once it is delivered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orders/100001');
    expect(screen.queryByTestId('review-card-item-1')).toBeNull();
  });

  it('shows the not-found state on a 404', async () => {
    setup({ 'customer/order-reviews': { status: 404, body: { errors: [{ code: 'not_found', message: 'Order not found' }] } } });
    expect(await screen.findByText('no such order')).toBeTruthy();
  });
});
