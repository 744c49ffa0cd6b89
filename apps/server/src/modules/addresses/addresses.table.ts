import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/columns.js';

export interface CustomerAddressesTable {
  id: Generated<number>;
  user_id: number;
  /** home, office, other or the customer's own label. */
  address_type: string;
  address: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  additional_information: string | null;
  latitude: number;
  longitude: number;
  road: string | null;
  house: string | null;
  floor: string | null;
  /** The smallest zone holding the point, and JSON of every zone holding it, smallest first. */
  zone_id: number;
  zone_ids: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The tables the addresses feature owns, by name. */
export interface AddressesTables {
  customer_addresses: CustomerAddressesTable;
}
