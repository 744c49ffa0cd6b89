import { fillText, ORDER_TEXTS, type Config, type OrderPlace } from '@storefront/contract';
import { AppError, invalid, rule } from '../../lib/errors.js';
import { parseJson } from '../../lib/json.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import type { OrderAmounts } from '../orders/orders.mapper.js';
import type { DeliveryTerms } from '../zones/zones.mapper.js';
import { offlineMethod } from '../payments/payments.repository.js';
import type { CheckoutDeps } from './checkout.types.js';

/**
 * Whether this caller may order now: nobody while the business is closed for maintenance (503, with the
 * business's message in the caller's language), guests only when guest checkout is switched on.
 */
export function checkOrdering(customer: SignedInCustomer | null, config: Config): void {
  if (config.maintenance_mode) {
    const message = config.maintenance_message.trim() || ORDER_TEXTS.maintenance;
    throw new AppError('service_unavailable', message, [{ code: 'maintenance', message }]);
  }
  if (!customer && config.guest_checkout_status !== 1) throw new AppError('unauthenticated', ORDER_TEXTS.guest_checkout_off);
}

/** What the wallet pays: all of it, a partial payment's share, or nothing. */
export function walletPart(body: Pick<OrderPlace, 'payment_method' | 'partial_payment'>, customer: SignedInCustomer | null, config: Config, total: number): number {
  if (body.payment_method === 'wallet') return total;
  if (!body.partial_payment) return 0;
  if (!customer || !config.customer_wallet_status || !config.partial_payment_status) throw rule(ORDER_TEXTS.payment_not_allowed);
  const method = config.partial_payment_method;
  const second = body.payment_method === 'cash_on_delivery' ? 'cod' : body.payment_method;
  if (method !== 'both' && method !== second) throw rule(ORDER_TEXTS.payment_not_allowed);
  return Math.min(customer.user.wallet_balance, total);
}

/** The way to pay must be on for the business and the zone; cash has the zone's ceiling on what is left to pay. */
export function checkPayment(
  deps: Pick<CheckoutDeps, 'payments'>, method: OrderPlace['payment_method'], customer: SignedInCustomer | null, config: Config, zone: DeliveryTerms,
  amounts: OrderAmounts,
): void {
  if (!paymentAllowed(deps, method, customer, config, zone)) throw rule(ORDER_TEXTS.payment_not_allowed);
  const rest = amounts.total - amounts.walletAmount;
  const ceiling = zone.maxCashOnDelivery;
  if (method === 'cash_on_delivery' && ceiling !== null && ceiling > 0 && rest > ceiling) throw rule(ORDER_TEXTS.cod_ceiling);
}

/** Whether a way to pay is on for the business and the zone (the wallet for signed-in customers only). */
export function paymentAllowed(
  deps: Pick<CheckoutDeps, 'payments'>, method: OrderPlace['payment_method'], customer: SignedInCustomer | null, config: Config, zone: DeliveryTerms,
): boolean {
  const allowed: Record<OrderPlace['payment_method'], boolean> = {
    cash_on_delivery: config.cash_on_delivery && zone.cashOnDelivery,
    digital_payment: config.digital_payment && zone.digitalPayment && deps.payments.usable,
    offline_payment: config.offline_payment_status === 1 && zone.offlinePayment,
    wallet: !!customer && config.customer_wallet_status === 1,
  };
  return allowed[method];
}

/** The offline method chosen and what the customer filled in: every required field, nothing unknown kept. */
export async function offlinePayment(deps: Pick<CheckoutDeps, 'db'>, body: Pick<OrderPlace, 'offline_payment'>): Promise<string> {
  const given = body.offline_payment;
  if (!given) throw invalid(ORDER_TEXTS.offline_method_required, 'offline_payment');
  const method = await offlineMethod(deps.db, given.method_id);
  if (!method) throw invalid(ORDER_TEXTS.offline_method_required, 'offline_payment');
  const inputs = parseJson<{ customer_input: string; customer_placeholder: string; is_required: number }[]>(method.method_informations, []);
  const fields: Record<string, string> = {};
  for (const input of inputs) {
    const value = given.fields[input.customer_input]?.trim() ?? '';
    if (input.is_required && !value) throw invalid(fillText(ORDER_TEXTS.offline_field_required, { field: input.customer_placeholder }), input.customer_input);
    if (value) fields[input.customer_input] = value;
  }
  return JSON.stringify({ method_id: method.id, method_name: method.method_name, fields });
}
