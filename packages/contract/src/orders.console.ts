import { Type, type Static } from 'typebox';

/** A console route's store: `/api/v1/console/stores/:storeId/...`. */
export const StoreParams = Type.Object({ storeId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type StoreParams = Static<typeof StoreParams>;

export const StoreOrderParams = Type.Object({ storeId: Type.Integer({ minimum: 1 }), id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type StoreOrderParams = Static<typeof StoreOrderParams>;

/** Longest preparation time a store may announce, in minutes. */
export const MAX_PROCESSING_MINUTES = 240;

/**
 * What store staff do to an order from the board: accept (confirmed, with the minutes it needs), start
 * preparing (processing), mark it ready (handover: its courier takes it, or, for take-away, the
 * customer comes), hand a take-away order to its customer (delivered), or reject or cancel it with a
 * reason (canceled; the customer is told and refunded as any cancel does).
 */
export const ConsoleOrderMove = Type.Object(
  {
    status: Type.Union([Type.Literal('confirmed'), Type.Literal('processing'), Type.Literal('handover'), Type.Literal('delivered'), Type.Literal('canceled')]),
    /** Required to reject or cancel. */
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    /** With confirmed: the minutes the store needs to prepare it. */
    processing_time: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PROCESSING_MINUTES })),
  },
  { additionalProperties: false },
);
export type ConsoleOrderMove = Static<typeof ConsoleOrderMove>;
