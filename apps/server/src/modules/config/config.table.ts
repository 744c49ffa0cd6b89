import type { Json } from '../../db/columns.js';

export interface SettingsTable {
  key: string;
  value: Json;
}

/** The tables the config feature owns, by name. */
export interface ConfigTables {
  settings: SettingsTable;
}
