import type { Timestamp } from '../../db/columns.js';

/** A guest who has used its id: written by the first cart or order it keeps, not when the id is given. */
export interface GuestsTable {
  /** A signed id (see guests.ids), or an unsigned random one given before ids were signed: bearer credentials, 144 random bits either way. */
  id: string;
  created_at: Timestamp;
}

/** The tables the guests feature owns, by name. */
export interface GuestsTables {
  guests: GuestsTable;
}
