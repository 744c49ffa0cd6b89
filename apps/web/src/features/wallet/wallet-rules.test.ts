import { describe, expect, it } from 'vitest';
import { walletBonusFixture } from '@/test/wallet-fixtures';
import { bestBonus, bonusFor, checkAmount } from './wallet-rules';

describe('checkAmount', () => {
  it('takes a number between the limits with the currency decimals', () => {
    expect(checkAmount(' 25.5 ', 2)).toEqual({ amount: 25.5 });
    expect(checkAmount('100000', 2)).toEqual({ amount: 100_000 });
    expect(checkAmount('1', 0)).toEqual({ amount: 1 });
    expect(checkAmount('12,5', 2)).toEqual({ amount: 12.5 });
    expect(checkAmount('10.50', 1)).toEqual({ amount: 10.5 });
  });

  it('says what is wrong otherwise', () => {
    expect(checkAmount('  ', 2)).toEqual({ problem: 'required' });
    for (const raw of ['0', '0.99', '100000.01', '-3', '1e3', '.', 'ten']) expect(checkAmount(raw, 2), raw).toEqual({ problem: 'range' });
    expect(checkAmount('10.5', 0)).toEqual({ problem: 'decimals' });
    expect(checkAmount('10.123', 2)).toEqual({ problem: 'decimals' });
  });
});

describe('bonuses', () => {
  const percent = walletBonusFixture({ id: 1, bonus_type: 'percent', bonus_amount: 10, minimum_add_amount: 50, maximum_bonus_amount: 8 });
  const amount = walletBonusFixture({ id: 2, bonus_type: 'amount', bonus_amount: 6, minimum_add_amount: 60, maximum_bonus_amount: 0 });

  it('give nothing below the minimum, a capped percent, or the fixed amount', () => {
    expect(bonusFor(percent, 49.99)).toBe(0);
    expect(bonusFor(percent, 50)).toBe(5);
    expect(bonusFor(percent, 200)).toBe(8);
    expect(bonusFor({ ...percent, maximum_bonus_amount: 0 }, 200)).toBe(20);
    expect(bonusFor(amount, 60)).toBe(6);
  });

  it('pick the rule that gives the most, or none', () => {
    expect(bestBonus([percent, amount], null)).toBeNull();
    expect(bestBonus([percent, amount], 40)).toBeNull();
    expect(bestBonus([percent, amount], 55)).toEqual({ bonus: percent, value: 5.5 });
    expect(bestBonus([percent, amount], 60)).toEqual({ bonus: percent, value: 6 });
    expect(bestBonus([percent, amount], 65)?.bonus).toBe(percent);
    expect(bestBonus([{ ...percent, maximum_bonus_amount: 5 }, amount], 65)).toEqual({ bonus: amount, value: 6 });
  });
});
