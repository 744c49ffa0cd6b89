import type { ConsoleSettings } from '@storefront/contract';
import { invalid } from '../../lib/errors.js';
import type { OfflineMethodRow } from './config.settings.fields.js';

type Sections = Omit<ConsoleSettings, 'version' | 'updated_at'>;

/** A tile address the map can fill in: https, with the zoom and both tile numbers. */
const TILE_URL = /^https:\/\/[^\s]+$/;

/**
 * The rules between fields the schema cannot state, checked on the settings as a save would leave them
 * (a save of one section is checked against the others as they are); each refusal names its field.
 */
export function checkSettings(next: Sections, rows: readonly OfflineMethodRow[]): void {
  const { payments, wallet, referral, map } = next;
  if (payments.partial_payment_status && !wallet.customer_wallet_status) {
    throw invalid('Partial payment needs the wallet: switch the wallet on or partial payment off.', 'payments.partial_payment_status');
  }
  if (referral.new_customer_discount_amount_type === 'percent' && referral.new_customer_discount_amount > 100) {
    throw invalid('A percent discount is at most 100.', 'referral.new_customer_discount_amount');
  }
  if (!TILE_URL.test(map.map_tile_url) || !['{z}', '{x}', '{y}'].every((part) => map.map_tile_url.includes(part))) {
    throw invalid('The tile address must start with https:// and hold {z}, {x} and {y}.', 'map.map_tile_url');
  }
  checkOfflineMethods(payments, rows);
}

function checkOfflineMethods(payments: Sections['payments'], rows: readonly OfflineMethodRow[]): void {
  const field = 'payments.offline_methods';
  const known = new Set(rows.map((r) => r.id));
  const names = new Set<string>();
  for (const method of payments.offline_methods) {
    if (method.id !== null && !known.has(method.id)) throw invalid(`The offline method ${method.id} is gone: reload the settings.`, field);
    const name = method.name.trim().toLowerCase();
    if (names.has(name)) throw invalid(`Two offline methods are named "${method.name.trim()}".`, field);
    names.add(name);
    const inputs = new Set<string>();
    for (const input of method.fields) {
      if (inputs.has(input.name)) throw invalid(`"${method.name.trim()}" asks for ${input.name} twice.`, field);
      inputs.add(input.name);
    }
  }
  if (payments.offline_payment_status && !payments.offline_methods.some((m) => m.on)) {
    throw invalid('Offline payment needs at least one method switched on.', 'payments.offline_payment_status');
  }
}
