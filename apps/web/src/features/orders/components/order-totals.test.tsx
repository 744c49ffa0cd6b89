import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderTotals as Totals } from '@storefront/contract';
import { ServiceFeeNameProvider } from '@/lib/service-fee-name';
import { OrderTotals } from './order-totals';

const totals: Totals = {
  item_amount: 40, item_discount: 0, coupon_discount: 0, referral_discount: 0, delivery_charge: 5, original_delivery_charge: 5,
  additional_charge: 2, tax_amount: 0, dm_tips: 0, order_amount: 47, wallet_amount: 0, cashback_amount: 0,
};

describe('OrderTotals', () => {
  it('names the additional charge as checkout does: the business\'s name for it', () => {
    render(
      <ServiceFeeNameProvider name="Service fee">
        <OrderTotals totals={totals} />
      </ServiceFeeNameProvider>,
    );
    expect(screen.getByTestId('total-additional').previousElementSibling!.textContent).toBe('Service fee');
  });

  it('falls back to the translated "Service fee" when the business gave no name', () => {
    render(
      <ServiceFeeNameProvider name="  ">
        <OrderTotals totals={totals} />
      </ServiceFeeNameProvider>,
    );
    expect(screen.getByTestId('total-additional').previousElementSibling!.textContent).toBe('Service fee');
    expect(screen.queryByText('Additional charge')).toBeNull();
  });
});
