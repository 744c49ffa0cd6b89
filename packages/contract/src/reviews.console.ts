import { Type, type Static } from 'typebox';
import { Page, PageQuery } from './common.js';

/** The longest reply a store may give a review. */
export const MAX_REVIEW_REPLY = 500;

export const StoreReviewParams = Type.Object({ storeId: Type.Integer({ minimum: 1 }), id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type StoreReviewParams = Static<typeof StoreReviewParams>;

/** GET console/stores/:storeId/reviews: every published review of the store's items, or those without a reply yet. */
export const ConsoleReviewsQuery = Type.Object({
  ...PageQuery.properties,
  filter: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('unanswered')])),
}, { additionalProperties: false });
export type ConsoleReviewsQuery = Static<typeof ConsoleReviewsQuery>;

/** A review as the store's staff see it: who, how many stars, what they said of which item, and the store's reply. */
export const ConsoleReview = Type.Object({
  id: Type.Integer(),
  customer_name: Type.String(),
  /** 1 to 5 in half steps. */
  rating: Type.Number(),
  comment: Type.Union([Type.String(), Type.Null()]),
  item: Type.Object({ id: Type.Integer(), name: Type.String(), image_full_url: Type.String() }),
  created_at: Type.String(),
  reply: Type.Union([Type.String(), Type.Null()]),
});
export type ConsoleReview = Static<typeof ConsoleReview>;

export const ConsoleReviewPage = Page('reviews', ConsoleReview);
export type ConsoleReviewPage = Static<typeof ConsoleReviewPage>;

/**
 * PUT console/stores/:storeId/reviews/:id/reply: the store's reply, 1 to 500 characters once trimmed;
 * an empty (or blank) reply takes the reply away.
 */
export const ConsoleReviewReply = Type.Object({
  reply: Type.String({ maxLength: MAX_REVIEW_REPLY }),
}, { additionalProperties: false });
export type ConsoleReviewReply = Static<typeof ConsoleReviewReply>;
