import type { ReactNode } from 'react';
import { cn } from '@storefront/ui/cn';
import { MinusIcon, PlusIcon } from '@storefront/ui/icons';

export interface LedgerRowProps {
  title: string;
  /** What the row is for, e.g. "Order #100001". */
  detail?: string | null;
  /** ISO time of the row and how it reads. */
  time: string;
  timeLabel: string;
  /** Money or points in, or out (debit). */
  direction: 'credit' | 'debit';
  /** Already formatted, without a sign. */
  amount: string;
  /** e.g. "Balance $40.00". */
  balance: ReactNode;
  testId?: string;
}

/** One transaction: what, when, +in or -out in colour, and the balance after it. */
export function LedgerRow({ title, detail, time, timeLabel, direction, amount, balance, testId }: LedgerRowProps) {
  const credit = direction === 'credit';
  return (
    <li data-testid={testId} className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-3 sm:gap-4 sm:p-4">
      <span
        aria-hidden="true"
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-full',
          credit ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300' : 'bg-red-500/10 text-red-600 dark:text-red-400',
        )}
      >
        {credit ? <PlusIcon className="size-4" /> : <MinusIcon className="size-4" />}
      </span>
      {/* Title and amount share the first line, what it was for and the balance after the second. */}
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5">
        <p className="font-semibold text-ink">{title}</p>
        <p data-testid="ledger-amount" data-direction={direction} className={cn('text-end font-bold', credit ? 'text-brand-700 dark:text-brand-400' : 'text-red-600 dark:text-red-400')}>
          <bdi dir="ltr">{`${credit ? '+' : '-'}${amount}`}</bdi>
        </p>
        <p className="truncate text-sm text-muted">{detail}</p>
        <p data-testid="ledger-balance" className="text-end text-xs whitespace-nowrap text-muted">
          {balance}
        </p>
        <p className="col-span-2 text-xs text-muted">
          <time dateTime={time}>{timeLabel}</time>
        </p>
      </div>
    </li>
  );
}
