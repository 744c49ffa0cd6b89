import { Type, type Static } from 'typebox';
import { PageQuery } from './common.js';

/** One change made through the staff console: who, when, what, and the row before and after. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  /** What was done, e.g. `orders.move`, `items.update`, `stock.update`. */
  action: Type.String(),
  entity: Type.String(),
  entity_id: Type.String(),
  store_id: Type.Union([Type.Integer(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object(
  {
    ...PageQuery.properties,
    entity: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    entity_id: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    store_id: Type.Optional(Type.Integer({ minimum: 1 })),
    operator_id: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Entries made at or after this instant. */
    from: Type.Optional(Type.String({ format: 'date-time' })),
    /** Entries made before this instant. */
    to: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

/** The kinds of row console changes are logged against, in the order the audit log offers them as a filter. */
export const AUDITED_ENTITIES = [
  'order', 'refund', 'customer', 'zone', 'settings', 'operator', 'courier', 'store', 'store_application', 'item', 'add_on', 'category', 'brand', 'unit',
  'attribute', 'module', 'banner', 'coupon', 'cashback', 'campaign', 'item_campaign', 'flash_sale', 'parcel_category', 'page', 'faq', 'footer', 'landing',
  'review', 'conversation',
] as const;

export const AuditPage = Type.Object({ total_size: Type.Integer(), limit: Type.Integer(), offset: Type.Integer(), entries: Type.Array(AuditEntry) });
export type AuditPage = Static<typeof AuditPage>;
