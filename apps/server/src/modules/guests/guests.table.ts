import type { Timestamp } from '../../db/columns.js';

export interface GuestsTable {
  /** Random, at least 128 bits: a guest id is a bearer credential for the guest's cart and orders. */
  id: string;
  created_at: Timestamp;
}

/** The tables the guests feature owns, by name. */
export interface GuestsTables {
  guests: GuestsTable;
}
