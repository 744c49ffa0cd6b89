import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { formatCountdown } from '@/lib/format';
import { useNow } from '@/lib/use-now';

export interface CountdownProps {
  /** ISO date-time the campaign ends. */
  endsAt: string;
  className?: string;
  tone?: 'light' | 'dark';
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** DD:HH:MM:SS until `endsAt`, then "This campaign is over". */
export function Countdown({ endsAt, className, tone = 'dark' }: CountdownProps) {
  const { t } = useTranslation();
  const end = Date.parse(endsAt);
  const now = useNow(1000, Number.isFinite(end));
  const text = Number.isFinite(end) ? formatCountdown(end - now) : null;
  if (!text) {
    return (
      <p data-testid="countdown" className={cn('text-sm font-semibold', tone === 'light' ? 'text-white' : 'text-red-600 dark:text-red-400', className)}>
        {t('countdown.over')}
      </p>
    );
  }
  return (
    <div data-testid="countdown" role="timer" aria-label={t('countdown.label', { time: text })} className={cn('flex items-start gap-1.5', className)}>
      {text.split(':').map((part, i) => (
        <span key={UNITS[i]} className="flex items-start gap-1.5">
          <span className="flex flex-col items-center">
            <span
              className={cn(
                'grid h-9 min-w-9 place-items-center rounded-lg px-1 text-base font-extrabold tabular-nums',
                tone === 'light' ? 'bg-white text-accent-600' : 'bg-ink text-surface',
              )}
            >
              {part}
            </span>
            <span className={cn('mt-0.5 text-[10px] font-medium', tone === 'light' ? 'text-white/85' : 'text-muted')}>{t(`countdown.${UNITS[i]}`)}</span>
          </span>
          {i < 3 && <span aria-hidden="true" className={cn('pt-1.5 font-bold', tone === 'light' ? 'text-white' : 'text-ink')}>:</span>}
        </span>
      ))}
      <span className="sr-only">{text}</span>
    </div>
  );
}
