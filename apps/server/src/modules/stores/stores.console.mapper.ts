import type { ConsoleStoreUpdate, StoreSettings } from '@storefront/contract';
import type { RowUpdate } from '../../db/database.js';
import { storageUrl } from '../../lib/images.js';
import { toMajor, toMinor } from '../../lib/money.js';
import type { OpeningWindow } from '../../lib/schedule.js';
import type { StoreSettingsRow } from '../catalog/catalog.store-settings.repository.js';
import { weekdays } from './stores.console.week.js';

export function toStoreSettings(row: StoreSettingsRow, week: readonly OpeningWindow[], publicUrl: string): StoreSettings {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    open: row.active === 1,
    minimum_order: toMajor(row.minimum_order),
    delivery_time_min: row.delivery_time_min,
    delivery_time_max: row.delivery_time_max,
    delivery_time_unit: row.delivery_time_unit,
    delivery: row.delivery === 1,
    take_away: row.take_away === 1,
    schedule_order: row.schedule_order === 1,
    time_zone: row.time_zone,
    schedule: weekdays(week),
    logo_full_url: storageUrl(publicUrl, row.logo),
    cover_photo_full_url: storageUrl(publicUrl, row.cover_photo),
  };
}

type Field = Exclude<keyof ConsoleStoreUpdate, 'version'>;
type Value = number | string | boolean;

/** A settings field's value as its column keeps it: money in minor units, switches as 0/1. */
function columnValue(field: Field, value: Value): number | string {
  if (field === 'minimum_order') return toMinor(value as number);
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

/** What a settings save changes: the fields whose value differs, as they were and as they become, and the columns to write. */
export function settingsChange(current: StoreSettings, fields: Omit<ConsoleStoreUpdate, 'version'>) {
  const before: Record<string, Value> = {};
  const after: Record<string, Value> = {};
  const columns: Record<string, number | string> = {};
  for (const [field, given] of Object.entries(fields) as [Field, Value | undefined][]) {
    if (given === undefined) continue;
    // Money is kept to the minor unit: 15.001 saves as 15.00.
    const value = field === 'minimum_order' ? toMajor(toMinor(given as number)) : given;
    if (current[field] === value) continue;
    before[field] = current[field];
    after[field] = value;
    columns[field] = columnValue(field, value);
  }
  return { before, after, columns: columns as RowUpdate<'stores'> };
}
