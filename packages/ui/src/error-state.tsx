import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { Button } from './button';
import { AlertIcon } from './icons';

export interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  compact?: boolean;
  className?: string;
}

export function ErrorState({ message, onRetry, retrying, compact, className }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl text-center',
        compact ? 'p-4' : 'border border-dashed border-line bg-surface px-6 py-10',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-red-500/10 text-red-600 dark:text-red-400">
        <AlertIcon className="size-6" />
      </span>
      <div>
        <p className="font-semibold">{t('common.error_title')}</p>
        <p className="mt-1 text-sm text-muted">
          <bdi>{message ?? t('errors.generic')}</bdi>
        </p>
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? t('common.retrying') : t('common.retry')}
        </Button>
      )}
    </div>
  );
}
