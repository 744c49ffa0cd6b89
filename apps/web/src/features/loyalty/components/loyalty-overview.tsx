import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Config } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { CoinsIcon, WalletIcon } from '@storefront/ui/icons';
import { AccountHero } from '@/components/account/account-hero';
import { useFormatMoney } from '@/lib/money-format';
import { formatPoints } from '../format-points';
import type { ConversionRules } from '../loyalty-rules';
import { ConvertPointsDialog } from './convert-points-dialog';

export interface LoyaltyOverviewProps {
  points: number;
  config: ConversionRules & Pick<Config, 'loyalty_point_item_purchase_point' | 'customer_wallet_status'>;
}

/** The points, what they are worth and how they are earned, and the way to turn them into wallet money. */
export function LoyaltyOverview({ points, config }: LoyaltyOverviewProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [converting, setConverting] = useState(false);
  // The points become wallet money: without the wallet there is nowhere to put it.
  const canConvert = config.customer_wallet_status === 1;
  return (
    <>
      <AccountHero
        icon={<CoinsIcon className="size-5" />}
        label={t('loyalty.points')}
        value={<bdi dir="ltr">{formatPoints(points)}</bdi>}
        valueTestId="loyalty-points"
        actions={
          canConvert && (
            <Button variant="light" onClick={() => setConverting(true)}>
              <WalletIcon className="size-4" />
              {t('loyalty.convert')}
            </Button>
          )
        }
      >
        <p data-testid="loyalty-rate" className="font-semibold text-white">
          {t('loyalty.rate', { points: formatPoints(config.loyalty_point_exchange_rate), amount: money(1) })}
        </p>
        <p>{t('loyalty.minimum', { points: formatPoints(config.loyalty_point_minimum_point) })}</p>
        {config.loyalty_point_item_purchase_point > 0 && <p>{t('loyalty.earn', { percent: config.loyalty_point_item_purchase_point })}</p>}
        {!canConvert && <p>{t('loyalty.wallet_off')}</p>}
      </AccountHero>
      {canConvert && <ConvertPointsDialog open={converting} onClose={() => setConverting(false)} points={points} rules={config} />}
    </>
  );
}
