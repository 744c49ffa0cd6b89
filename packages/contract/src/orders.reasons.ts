import { Type, type Static } from 'typebox';

export const ReasonUserType = Type.Union([Type.Literal('customer'), Type.Literal('store'), Type.Literal('delivery_man')]);

export const CancellationReasonsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    type: Type.Optional(ReasonUserType),
  },
  { additionalProperties: false },
);
export type CancellationReasonsQuery = Static<typeof CancellationReasonsQuery>;

export const CancellationReason = Type.Object({ id: Type.Integer(), reason: Type.String(), user_type: ReasonUserType });
export const CancellationReasonList = Type.Object({
  total_size: Type.Integer(), limit: Type.Integer(), offset: Type.Integer(), reasons: Type.Array(CancellationReason),
});
export type CancellationReasonList = Static<typeof CancellationReasonList>;

export const RefundReasonList = Type.Object({ refund_reasons: Type.Array(Type.Object({ id: Type.Integer(), reason: Type.String() })) });
export type RefundReasonList = Static<typeof RefundReasonList>;
