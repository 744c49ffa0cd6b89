import type { ConsoleSettings, OfflineMethodSetting, SettingsSection, Texts } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { parseJson } from '../../lib/json.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { textsOf } from '../../lib/texts.js';
import { CONFIG_DEFAULTS } from './config.defaults.js';

/** The settings document's version and when it was last saved, kept beside the settings it covers. */
export const SETTINGS_VERSION = 'settings_version';

/** Each section's fields but the offline methods (kept in their own table), each stored under its own name. */
export const SECTION_FIELDS = {
  payments: ['cash_on_delivery', 'digital_payment', 'offline_payment_status', 'partial_payment_status', 'partial_payment_method'],
  checkout: ['guest_checkout_status', 'customer_verification', 'order_delivery_verification'],
  wallet: ['customer_wallet_status', 'add_fund_status'],
  loyalty: ['loyalty_point_status', 'loyalty_point_exchange_rate', 'loyalty_point_minimum_point', 'loyalty_point_item_purchase_point'],
  referral: [
    'ref_earning_status', 'ref_earning_exchange_rate', 'new_customer_discount_status', 'new_customer_discount_amount_type',
    'new_customer_discount_amount', 'new_customer_discount_validity_days',
  ],
  charges: ['default_tax', 'additional_charge_status', 'additional_charge_name', 'additional_charge'],
  map: ['map_tile_url', 'map_attribution'],
  maintenance: ['maintenance_mode', 'maintenance_message'],
} as const satisfies Record<SettingsSection, readonly (keyof typeof CONFIG_DEFAULTS)[]>;

type StoredKey = (typeof SECTION_FIELDS)[SettingsSection][number];

/** Switches GET /config answers as 0 or 1 (the console's are true or false). */
const FLAGS = new Set<string>([
  'offline_payment_status', 'partial_payment_status', 'guest_checkout_status', 'customer_wallet_status', 'add_fund_status',
  'loyalty_point_status', 'ref_earning_status', 'new_customer_discount_status', 'additional_charge_status',
]);
/** Sums of money, kept in minor units like every other. */
const MONEY = new Set<string>(['ref_earning_exchange_rate', 'additional_charge']);
/** Texts in three languages: English under the field's own name, Arabic and French in the translations setting. */
export const TRANSLATED = ['additional_charge_name', 'maintenance_message'] as const;

/** Every setting a save reads and may write. */
export const SETTINGS_KEYS: readonly string[] = [...Object.values(SECTION_FIELDS).flat(), 'translations', SETTINGS_VERSION];

/** A discount kept as an amount is money; as a percent, a plain number. */
const isMoney = (key: string, settings: ReadonlyMap<string, unknown>) =>
  MONEY.has(key) || (key === 'new_customer_discount_amount' && settings.get('new_customer_discount_amount_type') === 'amount');

export interface OfflineMethodRow { id: number; method_name: string; method_fields: string; method_informations: string; status: number }
export type OfflineMethodColumns = ReturnType<typeof offlineMethodColumns>;

/** The offline payment methods' table, which the payments module owns: read (locked for a save), added to, changed, removed from. */
export interface OfflineMethodsStore {
  rows(db: Db, lock?: boolean): Promise<OfflineMethodRow[]>;
  insert(trx: Db, columns: OfflineMethodColumns): Promise<void>;
  update(trx: Db, id: number, columns: OfflineMethodColumns): Promise<void>;
  remove(trx: Db, ids: readonly number[]): Promise<void>;
}

export function toOfflineMethod(row: OfflineMethodRow): OfflineMethodSetting {
  const shown = parseJson<{ input_name: string; input_data: string }[]>(row.method_fields, []);
  const asked = parseJson<{ customer_input: string; customer_placeholder: string; is_required: number }[]>(row.method_informations, []);
  return {
    id: row.id, name: row.method_name, on: row.status === 1,
    information: shown.map((f) => ({ label: f.input_name, value: f.input_data })),
    fields: asked.map((f) => ({ name: f.customer_input, placeholder: f.customer_placeholder, required: Number(f.is_required) === 1 })),
  };
}

export function offlineMethodColumns(method: OfflineMethodSetting) {
  return {
    method_name: method.name.trim(),
    method_fields: JSON.stringify(method.information.map((f) => ({ input_name: f.label.trim(), input_data: f.value.trim() }))),
    method_informations: JSON.stringify(method.fields.map((f) => ({ customer_input: f.name, customer_placeholder: f.placeholder.trim(), is_required: f.required ? 1 : 0 }))),
    status: method.on ? 1 as const : 0 as const,
  };
}

/** The settings as the console edits them, each field falling back to its default. */
export function toConsoleSettings(settings: ReadonlyMap<string, unknown>, offline: readonly OfflineMethodRow[]): ConsoleSettings {
  const translations = JSON.stringify(settings.get('translations') ?? {});
  const value = (key: StoredKey): unknown => {
    const kept = settings.get(key) ?? CONFIG_DEFAULTS[key];
    if (FLAGS.has(key)) return Number(kept) === 1;
    if (typeof CONFIG_DEFAULTS[key] === 'boolean') return kept === true || kept === 1;
    if ((TRANSLATED as readonly string[]).includes(key)) return textsOf(String(kept), translations, key);
    return isMoney(key, settings) ? toMajor(Number(kept)) : kept;
  };
  const sections = Object.fromEntries(Object.entries(SECTION_FIELDS).map(([section, fields]) => [
    section, Object.fromEntries(fields.map((f) => [f, value(f)])),
  ])) as Omit<ConsoleSettings, 'version' | 'updated_at' | 'payments'> & { payments: Omit<ConsoleSettings['payments'], 'offline_methods'> };
  const kept = settings.get(SETTINGS_VERSION) as { version?: number; updated_at?: string | null } | undefined;
  return {
    version: kept?.version ?? 1,
    updated_at: kept?.updated_at ?? null,
    ...sections,
    payments: { ...sections.payments, offline_methods: offline.map(toOfflineMethod) },
  };
}

/** What the settings table keeps for a section's fields (texts: their English; the other languages go into translations). */
export function storedValues(section: SettingsSection, values: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const key of SECTION_FIELDS[section]) {
    const v = values[key];
    if (FLAGS.has(key)) stored[key] = v ? 1 : 0;
    else if ((TRANSLATED as readonly string[]).includes(key)) stored[key] = (v as Texts).en;
    else if (MONEY.has(key) || (key === 'new_customer_discount_amount' && values.new_customer_discount_amount_type === 'amount')) stored[key] = toMinor(Number(v));
    else stored[key] = v;
  }
  return stored;
}
