import { useMutation } from '@tanstack/react-query';
import type { WalletAddFund, WalletAddFundStarted } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** The payment page sends the customer back here, with flag=success|fail|cancel. */
export const ADD_FUND_RETURN_PATH = '/wallet';

/** Starts a gateway payment of `amount` (major units); errors show in the dialog. */
export const addFund = (amount: number) => {
  const body: WalletAddFund = { amount, payment_method: 'digital_payment', payment_return_path: ADD_FUND_RETURN_PATH };
  return api.post<WalletAddFundStarted>('customer/wallet/add-fund', body, { silent: true });
};

/** On success the browser leaves for the payment page; the fund arrives once the gateway confirms it. */
export const useAddFund = () =>
  useMutation({
    mutationFn: addFund,
    onSuccess: ({ redirect_link }) => window.location.assign(redirect_link),
  });
