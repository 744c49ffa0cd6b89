import { AlertIcon, CheckCircleIcon } from '@storefront/ui/icons';
import { cn } from '@storefront/ui/cn';

/** A form's refusal (as the server words it) or its success, announced to screen readers. */
export function FormAlert({ message, tone = 'error' }: { message: string; tone?: 'error' | 'success' }) {
  const Icon = tone === 'error' ? AlertIcon : CheckCircleIcon;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-xl px-3.5 py-3 text-sm font-medium',
        tone === 'error' ? 'bg-red-500/10 text-red-700 dark:text-red-300' : 'bg-brand-500/10 text-brand-800 dark:text-brand-200',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <bdi>{message}</bdi>
    </p>
  );
}
