import { Type, type Static } from 'typebox';
import { Review } from './catalog.js';
import type { OrderStatusName } from './orders.js';

/**
 * Reviews of what a delivered order brought and of its courier (/rate-and-review, the rate
 * prompt). Ratings go from 1 to 5 in half steps; averages are kept to one decimal.
 */

export const MAX_REVIEW_PHOTOS = 3;
export const MAX_REVIEW_COMMENT = 1000;

/** An order can be rated once it reached the customer: refunds asked for or given come after delivery. */
export const REVIEWABLE_STATUSES: readonly OrderStatusName[] = ['delivered', 'refund_requested', 'refunded'];

export const REVIEW_TEXTS = {
  submitted: 'Review submitted successfully',
  already: 'Already submitted',
  not_delivered: 'You can rate an order once it is delivered',
  item_not_in_order: 'This item is not in the order',
  courier_not_of_order: 'This delivery man did not deliver the order',
  order_not_found: 'Order not found',
  too_many_photos: `You can add at most ${MAX_REVIEW_PHOTOS} photos.`,
  dismissed: 'We will not ask about this order again.',
} as const;

const Rating = Type.Number({ minimum: 1, maximum: 5, multipleOf: 0.5, description: '1 to 5 in half steps' });
const Comment = Type.String({ maxLength: MAX_REVIEW_COMMENT });

/** POST customer/items/reviews/submit (multipart/form-data). */
export const ItemReviewSubmit = Type.Object({
  order_id: Type.Integer({ minimum: 1 }),
  item_id: Type.Integer({ minimum: 1 }),
  rating: Rating,
  comment: Type.Optional(Comment),
  'attachment[]': Type.Optional(Type.Unknown({ description: `up to ${MAX_REVIEW_PHOTOS} JPG, PNG or GIF files, at most 2 MB each` })),
  attachment: Type.Optional(Type.Unknown()),
}, { additionalProperties: false });
export type ItemReviewSubmit = Static<typeof ItemReviewSubmit>;

/** POST customer/delivery-man/reviews/submit. */
export const DeliveryManReviewSubmit = Type.Object({
  order_id: Type.Integer({ minimum: 1 }),
  delivery_man_id: Type.Integer({ minimum: 1 }),
  rating: Rating,
  comment: Type.Optional(Comment),
}, { additionalProperties: false });
export type DeliveryManReviewSubmit = Static<typeof DeliveryManReviewSubmit>;

export const DeliveryManReview = Type.Object({
  id: Type.Integer(),
  delivery_man_id: Type.Integer(),
  order_id: Type.Integer(),
  customer_name: Type.String(),
  rating: Type.Number(),
  comment: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type DeliveryManReview = Static<typeof DeliveryManReview>;

export const ItemReviewSubmitted = Type.Object({ message: Type.String(), review: Review });
export type ItemReviewSubmitted = Static<typeof ItemReviewSubmitted>;
export const DeliveryManReviewSubmitted = Type.Object({ message: Type.String(), review: DeliveryManReview });
export type DeliveryManReviewSubmitted = Static<typeof DeliveryManReviewSubmitted>;

const ReviewableItem = Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String(), image_full_url: Type.String() });

/** GET customer/review-reminder: the latest delivered order with items still to rate, or order_id null. */
export const ReviewReminder = Type.Object({
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  items: Type.Array(ReviewableItem),
});
export type ReviewReminder = Static<typeof ReviewReminder>;

export const OrderIdBody = Type.Object({ order_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type OrderIdBody = Static<typeof OrderIdBody>;

export const OrderReviewsQuery = Type.Object({ order_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type OrderReviewsQuery = Static<typeof OrderReviewsQuery>;

/**
 * GET customer/order-reviews: what the rate page shows for one of the caller's orders: each item of
 * it (once, whatever its lines) with the caller's review if given, and the courier with theirs.
 */
export const OrderReviews = Type.Object({
  order_id: Type.Integer(),
  /** 1 once the order reached the customer (REVIEWABLE_STATUSES). */
  reviewable: Type.Union([Type.Literal(0), Type.Literal(1)]),
  items: Type.Array(Type.Object({
    ...ReviewableItem.properties,
    review: Type.Union([Review, Type.Null()]),
  })),
  delivery_man: Type.Union([Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    image: Type.String(), image_full_url: Type.String(),
    review: Type.Union([DeliveryManReview, Type.Null()]),
  }), Type.Null()]),
});
export type OrderReviews = Static<typeof OrderReviews>;
