import type { ConsoleCourier, ConsoleCustomer, ConsoleCustomerOrder, ConsoleLedgerRow, ConsoleStaffMember, CourierStatus, Language, OrderStatusName, StaffGrant } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { translated } from '../../lib/i18n.js';
import { toMajor } from '../../lib/money.js';
import { toWalletTransaction } from '../wallet/wallet.mapper.js';
import type { CourierListRow, CustomerListRow, StaffRow, customerOrderPage, rolesOfMany, zonesOfCouriers } from './people.repository.js';

export function toConsoleCustomer(row: CustomerListRow): ConsoleCustomer {
  return {
    id: row.id, f_name: row.f_name, l_name: row.l_name, email: row.email, phone: row.phone, blocked: row.status !== 1,
    wallet_balance: toMajor(row.wallet_balance), loyalty_point: row.loyalty_point, created_at: row.created_at,
  };
}

type OrderRow = Awaited<ReturnType<typeof customerOrderPage>>['rows'][number];

export function toConsoleCustomerOrder(row: OrderRow, lang: Language): ConsoleCustomerOrder {
  return {
    id: row.id, order_status: row.order_status as OrderStatusName, order_type: row.order_type,
    store_name: row.store_name === null ? null : translated(row.store_translations as string | null, lang, 'name', row.store_name),
    order_amount: toMajor(row.order_amount), payment_method: row.payment_method, payment_status: row.payment_status, created_at: row.created_at,
  };
}

export const toConsoleLedgerRow = (row: Row<'wallet_transactions'>): ConsoleLedgerRow => ({ ...toWalletTransaction(row), note: row.note });

type RoleRow = Awaited<ReturnType<typeof rolesOfMany>>[number];

/** Each account's roles, by account id. */
export function grantsById(rows: readonly RoleRow[]): Map<number, StaffGrant[]> {
  const by = new Map<number, StaffGrant[]>();
  for (const r of rows) {
    const list = by.get(r.operator_id) ?? [];
    list.push({ role: r.role, store: r.store_id === null ? null : { id: r.store_id, name: r.store_name ?? '' } });
    by.set(r.operator_id, list);
  }
  return by;
}

export function toConsoleStaffMember(row: StaffRow, roles: StaffGrant[]): ConsoleStaffMember {
  return {
    id: row.id, f_name: row.f_name, l_name: row.l_name, email: row.email, phone: row.phone, active: row.status === 1,
    invited: row.password_hash === '', two_factor: row.totp_enabled_at !== null, roles, created_at: row.created_at,
  };
}

/** Deactivated whatever its approval; a courier without a profile yet was made before approvals: approved. */
export function courierStatus(row: Pick<CourierListRow, 'status' | 'approval'>): CourierStatus {
  if (row.status !== 1) return 'deactivated';
  const approval = row.approval ?? 'approved';
  return approval === 'approved' ? 'active' : approval;
}

type ZoneRow = Awaited<ReturnType<typeof zonesOfCouriers>>[number];

export function toConsoleCourier(row: CourierListRow, zones: readonly ZoneRow[], lang: Language): ConsoleCourier {
  return {
    id: row.id, f_name: row.f_name, l_name: row.l_name, email: row.email, phone: row.phone, status: courierStatus(row),
    online: row.online === 1, vehicle: row.vehicle ?? 'motorbike',
    zones: zones.filter((z) => z.operator_id === row.id).map((z) => ({ id: z.id, name: translated(z.translations, lang, 'name', z.name) })),
    created_at: row.created_at,
  };
}
