import { Type, type Static, type TSchema } from 'typebox';
import { PageQuery } from './common.js';
import { OrderStatusSchema } from './orders.js';
import { StaffGrant } from './operator.capabilities.js';
import { OneTimeCode } from './operator.account.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The store and courier side under /api/v1/operator. Operators sign in with their own accounts and
 * tokens; a customer's token opens no operator route and an operator's token no customer route.
 */
export const OPERATOR_ROLES = ['store', 'courier', 'support'] as const;
/** support: answers the customers' conversations with support (chat party admin). */
export const OperatorRole = Type.Union([Type.Literal('store'), Type.Literal('courier'), Type.Literal('support')]);
export type OperatorRole = Static<typeof OperatorRole>;

export const OperatorLogin = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 255 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    /** The authenticator app's code, for an account with a second factor (asked for after the password). */
    code: Type.Optional(OneTimeCode),
  },
  { additionalProperties: false },
);
export type OperatorLogin = Static<typeof OperatorLogin>;

export const OperatorProfile = Type.Object({
  id: Type.Integer(),
  role: OperatorRole,
  f_name: Type.String(),
  l_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  image: Nullable(Type.String()),
  /** Store staff: the store they work for. */
  store: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** Couriers: the zone they deliver in and their last position. */
  zone_id: Nullable(Type.Integer()),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
});
export type OperatorProfile = Static<typeof OperatorProfile>;

export const OperatorSession = Type.Object({ token: Type.String(), operator: OperatorProfile });

/** The console's view of the signed-in person: who, the roles held, and the second factor's state. */
export const ConsoleSession = Type.Object({
  operator: OperatorProfile,
  roles: Type.Array(StaffGrant),
  two_factor: Type.Object({
    /** A role held (admin, owner) requires a second factor. */
    required: Type.Boolean(),
    enabled: Type.Boolean(),
  }),
  /** Signed in by the password alone while a second factor must still be set up: only setting it up is open. */
  limited: Type.Boolean(),
});
export type ConsoleSession = Static<typeof ConsoleSession>;
export type OperatorSession = Static<typeof OperatorSession>;

export const OperatorOrdersQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** One state, or running (every state still on its way, the default) or all. */
    status: Type.Optional(Type.Union([OrderStatusSchema, Type.Literal('running'), Type.Literal('all')])),
  },
  { additionalProperties: false },
);
export type OperatorOrdersQuery = Static<typeof OperatorOrdersQuery>;

export const CourierOrdersQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** mine: orders assigned to the courier and not finished; available: unassigned delivery orders of its zone the store has confirmed. */
    scope: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('available')])),
  },
  { additionalProperties: false },
);
export type CourierOrdersQuery = Static<typeof CourierOrdersQuery>;

export const OrderIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** What the store may do: confirm, process, hand over, hand a take-away order to its customer, or cancel. */
export const StoreStatusChange = Type.Object(
  {
    status: Type.Union([Type.Literal('confirmed'), Type.Literal('processing'), Type.Literal('handover'), Type.Literal('delivered'), Type.Literal('canceled')]),
    /** Required to cancel. */
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  },
  { additionalProperties: false },
);
export type StoreStatusChange = Static<typeof StoreStatusChange>;

export const CourierStatusChange = Type.Object(
  { status: Type.Union([Type.Literal('picked_up'), Type.Literal('delivered')]) },
  { additionalProperties: false },
);
export type CourierStatusChange = Static<typeof CourierStatusChange>;

/** The store's answer to a refund request: approved money goes back to the customer's wallet. */
export const RefundDecision = Type.Object(
  { decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]), note: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type RefundDecision = Static<typeof RefundDecision>;

export const CourierLocation = Type.Object(
  { lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) },
  { additionalProperties: false },
);
export type CourierLocation = Static<typeof CourierLocation>;

export const OperatorOrderChanged = Type.Object({ message: Type.String(), order_id: Type.Integer(), order_status: OrderStatusSchema });
export type OperatorOrderChanged = Static<typeof OperatorOrderChanged>;
