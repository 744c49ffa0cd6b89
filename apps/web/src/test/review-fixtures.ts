import type { DeliveryManReview, OrderReviews, Review, ReviewReminder } from '@storefront/contract';

export const reviewFixture = (overrides: Partial<Review> = {}): Review => ({
  id: 31,
  item_id: 1,
  item_name: 'Margherita Pizza',
  item_image: '/storage/item/margherita.png', item_image_full_url: '/storage/item/margherita.png',
  store_id: 2,
  user_id: 7,
  customer_name: 'Layla',
  rating: 4.5,
  comment: 'Crisp crust, lovely basil.',
  reply: null,
  attachment: [], attachment_full_url: [],
  created_at: '2026-11-25T09:00:00.000Z',
  ...overrides,
});

export const courierReviewFixture = (overrides: Partial<DeliveryManReview> = {}): DeliveryManReview => ({
  id: 4,
  delivery_man_id: 9,
  order_id: 100001,
  customer_name: 'Layla',
  rating: 5,
  comment: 'Fast and friendly',
  created_at: '2026-11-25T09:00:00.000Z',
  ...overrides,
});

/** A delivered order with two items still to rate and a courier. */
export const orderReviewsFixture = (overrides: Partial<OrderReviews> = {}): OrderReviews => ({
  order_id: 100001,
  reviewable: 1,
  items: [
    { id: 1, name: 'Margherita Pizza', image: '/storage/item/margherita.png', image_full_url: '/storage/item/margherita.png', review: null },
    { id: 2, name: 'Garlic Bread', image: '/storage/item/bread.png', image_full_url: '/storage/item/bread.png', review: null },
  ],
  delivery_man: { id: 9, name: 'Karim Haddad', image: '/storage/dm/karim.png', image_full_url: '/storage/dm/karim.png', review: null },
  ...overrides,
});

export const reminderFixture = (overrides: Partial<ReviewReminder> = {}): ReviewReminder => ({
  order_id: 100001,
  items: [
    { id: 1, name: 'Margherita Pizza', image: '/storage/item/margherita.png', image_full_url: '/storage/item/margherita.png' },
    { id: 2, name: 'Garlic Bread', image: '/storage/item/bread.png', image_full_url: '/storage/item/bread.png' },
  ],
  ...overrides,
});

/** A picture file of `size` bytes. */
export const imageFile = (name: string, size = 1000, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

/** The calls made to one API path. */
export const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === `/api/v1/${path}`) as [string, RequestInit | undefined][];
