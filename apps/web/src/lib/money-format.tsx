import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { formatMoney, type CurrencyFormat } from '@storefront/ui/money';

/** Until the configuration arrives prices read in dollars with two decimals. */
export const DEFAULT_CURRENCY: CurrencyFormat = { currency_symbol: '$', currency_symbol_direction: 'left', digit_after_decimal_point: 2 };

const CurrencyContext = createContext<CurrencyFormat>(DEFAULT_CURRENCY);

/** The app supplies the business's currency here, so shared components need not know the config feature. */
export function CurrencyProvider({ format, children }: { format: CurrencyFormat | undefined; children: ReactNode }) {
  return <CurrencyContext.Provider value={format ?? DEFAULT_CURRENCY}>{children}</CurrencyContext.Provider>;
}

export function useFormatMoney(): (amount: number) => string {
  const format = useContext(CurrencyContext);
  return useCallback((amount: number) => formatMoney(amount, format), [format]);
}
