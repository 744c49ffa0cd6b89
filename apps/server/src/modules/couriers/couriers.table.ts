import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns.js';

/** A courier's profile (a staff account with the courier role): its vehicle and its shift. */
export interface CouriersTable {
  operator_id: number;
  vehicle: 'bike' | 'motorbike' | 'car';
  /** 1 while on shift: only online couriers are offered their zones' orders. */
  online: Flag;
  /** A courier invited through the console waits for approval; only an approved one is offered orders. */
  approval: Generated<'pending' | 'approved' | 'refused'>;
  shift_changed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The zones a courier works in. */
export interface CourierZonesTable {
  operator_id: number;
  zone_id: number;
}

export interface CouriersTables {
  couriers: CouriersTable;
  courier_zones: CourierZonesTable;
}
