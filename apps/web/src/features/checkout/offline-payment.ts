import type { OfflinePaymentMethodList, OrderPlace } from '@storefront/contract';

export type OfflineMethod = OfflinePaymentMethodList[number];

/** The offline method the customer chose and what they typed, by each input's customer_input. */
export interface OfflineChoice {
  methodId: number;
  fields: Record<string, string>;
}

/** "bank_name" reads "Bank name". */
export function humanise(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The placeholder of the first required input left empty (the server answers "{placeholder} is required"). */
export function missingOfflineField(method: OfflineMethod, fields: Record<string, string>): string | undefined {
  return method.method_informations.find((input) => input.is_required && !fields[input.customer_input]?.trim())?.customer_placeholder;
}

/** The body's offline_payment: the method and its inputs, trimmed, the empty ones left out. */
export function offlinePaymentBody(choice: OfflineChoice): NonNullable<OrderPlace['offline_payment']> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(choice.fields)) {
    if (value.trim()) fields[name] = value.trim();
  }
  return { method_id: choice.methodId, fields };
}
