import { ADD_FUND_LIMITS, type WalletBonus } from '@storefront/contract';

export type AmountProblem = 'required' | 'range' | 'decimals';

/** The typed amount, or why it cannot be sent: a number between ADD_FUND_LIMITS with no more decimals than the currency has. */
export function checkAmount(raw: string, digits: number): { amount: number } | { problem: AmountProblem } {
  const text = raw.trim().replace(',', '.');
  if (!text) return { problem: 'required' };
  if (!/^\d*\.?\d*$/.test(text) || text === '.') return { problem: 'range' };
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < ADD_FUND_LIMITS.min || amount > ADD_FUND_LIMITS.max) return { problem: 'range' };
  if ((text.split('.')[1] ?? '').replace(/0+$/, '').length > digits) return { problem: 'decimals' };
  return { amount };
}

/** What a bonus rule adds for `amount`: nothing below its minimum; a percent is capped by maximum_bonus_amount (0: no cap). */
export function bonusFor(bonus: WalletBonus, amount: number): number {
  if (!(amount >= bonus.minimum_add_amount) || amount <= 0) return 0;
  if (bonus.bonus_type === 'amount') return bonus.bonus_amount;
  const value = (amount * bonus.bonus_amount) / 100;
  return bonus.maximum_bonus_amount > 0 ? Math.min(value, bonus.maximum_bonus_amount) : value;
}

/** The rule that gives the most for `amount` (the first of equals), or null when none applies. */
export function bestBonus(bonuses: readonly WalletBonus[], amount: number | null): { bonus: WalletBonus; value: number } | null {
  if (amount === null) return null;
  let best: { bonus: WalletBonus; value: number } | null = null;
  for (const bonus of bonuses) {
    const value = bonusFor(bonus, amount);
    if (value > 0 && (!best || value > best.value)) best = { bonus, value };
  }
  return best;
}
