/** Where an order's items and courier are rated. */
export const rateAndReviewPath = (orderId: number) => `/rate-and-review/${orderId}`;
