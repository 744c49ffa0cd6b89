import { Type, type Static } from 'typebox';
import { StaffGrant, StaffRoleSchema } from './operator.capabilities.js';

const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 }));
const Offset = Type.Optional(Type.Integer({ minimum: 0, default: 0 }));

/** A staff member as the console lists them: their roles, active or deactivated, invited and not yet signed in. */
export const ConsoleStaffMember = Type.Object({
  id: Type.Integer(),
  f_name: Type.String(),
  l_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** Deactivated: every session revoked, and signing in is refused. */
  active: Type.Boolean(),
  /** Invited and no password chosen yet. */
  invited: Type.Boolean(),
  two_factor: Type.Boolean(),
  roles: Type.Array(StaffGrant),
  created_at: Type.String(),
});
export type ConsoleStaffMember = Static<typeof ConsoleStaffMember>;

export const ConsoleStaffPage = Type.Object({ total: Type.Integer(), staff: Type.Array(ConsoleStaffMember) });
export type ConsoleStaffPage = Static<typeof ConsoleStaffPage>;

export const ConsoleStaffQuery = Type.Object({
  /** The start of the first or last name or of the email. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  role: Type.Optional(StaffRoleSchema),
  active: Type.Optional(Type.Boolean()),
  limit: Limit,
  offset: Offset,
});
export type ConsoleStaffQuery = Static<typeof ConsoleStaffQuery>;

/** A role to give: a business role or courier without a store, a store role (owner, manager, staff) with its store. */
export const StaffGrantInput = Type.Object({
  role: StaffRoleSchema,
  store_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
});
export type StaffGrantInput = Static<typeof StaffGrantInput>;

const Grants = Type.Array(StaffGrantInput, { minItems: 1, maxItems: 20 });

/** A new staff member, mailed a link to choose their password. */
export const ConsoleStaffInvite = Type.Object({
  email: Type.String({ maxLength: 120, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  f_name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  l_name: Type.Optional(Type.String({ maxLength: 60 })),
  roles: Grants,
});
export type ConsoleStaffInvite = Static<typeof ConsoleStaffInvite>;

/** The roles the member holds from now on (every one, replacing those held). */
export const ConsoleStaffRoles = Type.Object({ roles: Grants });
export type ConsoleStaffRoles = Static<typeof ConsoleStaffRoles>;

export const OperatorParams = Type.Object({ operatorId: Type.Integer({ minimum: 1 }) });
export type OperatorParams = Static<typeof OperatorParams>;

/** Where a courier stands: invited and waiting for approval, approved and working, refused, or deactivated. */
export const COURIER_STATUSES = ['pending', 'active', 'refused', 'deactivated'] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];
export const CourierStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('refused'), Type.Literal('deactivated')]);

export const ConsoleCourier = Type.Object({
  id: Type.Integer(),
  f_name: Type.String(),
  l_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  status: CourierStatusSchema,
  /** On shift now. */
  online: Type.Boolean(),
  vehicle: Type.String(),
  zones: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created_at: Type.String(),
});
export type ConsoleCourier = Static<typeof ConsoleCourier>;

export const ConsoleCourierPage = Type.Object({ total: Type.Integer(), couriers: Type.Array(ConsoleCourier) });
export type ConsoleCourierPage = Static<typeof ConsoleCourierPage>;

export const ConsoleCourierQuery = Type.Object({
  status: Type.Optional(CourierStatusSchema),
  /** The start of the first or last name or of the email. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Limit,
  offset: Offset,
});
export type ConsoleCourierQuery = Static<typeof ConsoleCourierQuery>;

/** The zones the courier works in from now on (every one, replacing those held); each an existing zone. */
export const ConsoleCourierZones = Type.Object({ zone_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }) });
export type ConsoleCourierZones = Static<typeof ConsoleCourierZones>;

/** Messages the console shows as the server words them. */
export const STAFF_TEXTS = {
  missing: 'Staff member not found',
  courier_missing: 'Courier not found',
  email_taken: 'A staff account with this email exists already: change its roles instead.',
  own_roles: 'You cannot change your own roles.',
  own_account: 'You cannot deactivate your own account.',
  last_admin: 'This is the last active admin: make someone else admin first.',
  store_needed: 'A store role needs its store.',
  store_unknown: 'Choose an existing store.',
  no_store: 'Only the store roles (owner, manager, staff) name a store.',
  courier_alone: 'A courier holds no other role.',
  zone_unknown: 'Choose existing zones.',
  not_pending: 'Only a courier waiting for approval can be approved or refused.',
  awaiting_approval: 'Your courier account waits for approval: you are offered orders once it is approved.',
} as const;
