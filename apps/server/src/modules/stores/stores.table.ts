import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/columns.js';

/** A signed-in customer's visit to a store, for "visit again"; only the demo seed writes visits so far. */
export interface VisitsTable {
  id: Generated<number>;
  user_id: number;
  store_id: number;
  visited_at: Timestamp;
}

export type StoreApplicationStatus = 'pending' | 'approved' | 'rejected';

/** The storefront's languages, as the contract names them (a table file imports nothing). */
type ApplicationLanguage = 'en' | 'ar' | 'fr';

/** Someone's application to open a store, from the storefront; decided once in the console. */
export interface StoreApplicationsTable {
  id: Generated<number>;
  status: ColumnType<StoreApplicationStatus, StoreApplicationStatus | undefined, StoreApplicationStatus>;
  /** Raised by every decision, which names the version it read. */
  version: ColumnType<number, number | undefined, number>;
  /** The store's English name; Arabic and French in translations ({ar: {name}, fr: {name}}). */
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  module_id: number;
  zone_id: number;
  address: string;
  latitude: number;
  longitude: number;
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  /** The uploaded documents as a JSON array of { name, type, size, path }; path is under the private folder. */
  documents: Json;
  /** The store approving it made. */
  store_id: number | null;
  reviewer_id: number | null;
  /** Why it was rejected, as mailed to the applicant. */
  reason: string | null;
  /** The language the applicant applied in (en, ar, fr): the decision is mailed in it. */
  language: ColumnType<ApplicationLanguage, ApplicationLanguage | undefined, ApplicationLanguage>;
  created_at: Timestamp;
  updated_at: Timestamp;
  decided_at: Timestamp | null;
}

/** The tables the stores feature owns, by name. */
export interface StoresTables {
  visits: VisitsTable;
  store_applications: StoreApplicationsTable;
}
