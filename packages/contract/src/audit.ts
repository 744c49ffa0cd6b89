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
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Type.Object({ total_size: Type.Integer(), limit: Type.Integer(), offset: Type.Integer(), entries: Type.Array(AuditEntry) });
export type AuditPage = Static<typeof AuditPage>;
