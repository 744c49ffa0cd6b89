import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Config } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon, WalletIcon } from '@storefront/ui/icons';
import { AccountHero } from '@/components/account/account-hero';
import { useFormatMoney } from '@/lib/money-format';
import { AddFundDialog } from './add-fund-dialog';

export interface WalletOverviewProps {
  /** Major units, from the customer. */
  balance: number;
  config: Pick<Config, 'add_fund_status' | 'digit_after_decimal_point'>;
}

/** The balance, and Add fund when the business lets customers top up (add_fund_status 1). */
export function WalletOverview({ balance, config }: WalletOverviewProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [adding, setAdding] = useState(false);
  const canAdd = config.add_fund_status === 1;
  return (
    <>
      <AccountHero
        icon={<WalletIcon className="size-5" />}
        label={t('wallet.balance')}
        value={<bdi dir="ltr">{money(balance)}</bdi>}
        valueTestId="wallet-balance"
        actions={
          canAdd && (
            <Button variant="light" onClick={() => setAdding(true)}>
              <PlusIcon className="size-4" />
              {t('wallet.add_fund')}
            </Button>
          )
        }
      >
        <p>{t('wallet.balance_hint')}</p>
      </AccountHero>
      {canAdd && <AddFundDialog open={adding} onClose={() => setAdding(false)} digits={config.digit_after_decimal_point} />}
    </>
  );
}
