import { formatMoney } from '@storefront/ui/money';
import { useConfig } from '../features/config/api/get-config';

/** Amounts as the business writes them (its symbol, side and decimals); plain numbers until the settings are in. */
export function useMoney(): (amount: number) => string {
  const config = useConfig().data;
  return (amount) => (config ? formatMoney(amount, config) : amount.toFixed(2));
}
