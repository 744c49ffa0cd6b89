import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@storefront/ui/toast';
import { CUSTOMER_QUERY_ROOT, WALLET_QUERY_ROOT } from '@/lib/query-roots';

const MESSAGES = { success: 'wallet.add_fund_success', fail: 'wallet.add_fund_failed', cancel: 'wallet.add_fund_canceled' } as const;
type Flag = keyof typeof MESSAGES;
const isFlag = (value: string | null): value is Flag => value !== null && Object.hasOwn(MESSAGES, value);

/**
 * Back from the payment page (/wallet?flag=…): say how it went, ask again for the balance and the
 * rows after a success, and drop the flag so a reload or a shared link does not say it twice.
 */
export function useAddFundReturn() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const flag = params.get('flag');

  useEffect(() => {
    if (!isFlag(flag)) return;
    if (flag === 'success') {
      toast.success(t(MESSAGES.success));
      void client.invalidateQueries({ queryKey: [CUSTOMER_QUERY_ROOT] });
      void client.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] });
    } else {
      toast.error(t(MESSAGES[flag]));
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('flag');
        return next;
      },
      { replace: true },
    );
  }, [flag, t, client, setParams]);
}
