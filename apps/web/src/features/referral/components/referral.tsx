import { useTranslation } from 'react-i18next';
import type { Config, Customer } from '@storefront/contract';
import { useFormatMoney } from '@/lib/money-format';
import { useFormatDate } from '@/lib/use-date-format';
import { DiscountBanner } from './discount-banner';
import { HowItWorks } from './how-it-works';
import { ReferralCodeCard } from './referral-code-card';

export interface ReferralProps {
  customer: Pick<Customer, 'ref_code' | 'is_valid_for_discount' | 'discount_amount' | 'discount_amount_type' | 'validity'>;
  config: Pick<
    Config,
    | 'business_name'
    | 'ref_earning_exchange_rate'
    | 'new_customer_discount_status'
    | 'new_customer_discount_amount'
    | 'new_customer_discount_amount_type'
    | 'new_customer_discount_validity_days'
  >;
}

/** The referral page's body: the customer's own discount if any, the code to share and how it pays. */
export function Referral({ customer, config }: ReferralProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const date = useFormatDate();
  const discountText = (amount: number, type: 'percent' | 'amount') => (type === 'percent' ? `${amount}%` : money(amount));

  const earning = config.ref_earning_exchange_rate > 0 ? money(config.ref_earning_exchange_rate) : null;
  const newCustomer =
    config.new_customer_discount_status === 1 && config.new_customer_discount_amount > 0
      ? { value: discountText(config.new_customer_discount_amount, config.new_customer_discount_amount_type), days: config.new_customer_discount_validity_days }
      : null;
  const code = customer.ref_code;
  return (
    <>
      {customer.is_valid_for_discount && (
        <DiscountBanner discount={discountText(customer.discount_amount, customer.discount_amount_type)} until={customer.validity ? date(customer.validity) : null} />
      )}
      <ReferralCodeCard
        code={code}
        earning={earning}
        shareTitle={t('referral.share_title', { business: config.business_name })}
        shareText={newCustomer ? t('referral.share_text_discount', { code, discount: newCustomer.value }) : t('referral.share_text', { code })}
      />
      <HowItWorks earning={earning} discount={newCustomer} />
    </>
  );
}
