import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { MailIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

// The usual "something@domain.tld" shape; the server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(t('newsletter.invalid_email'));
      return;
    }
    setError(null);
    subscribe.mutate(value, {
      onSuccess: () => {
        toast.success(t('newsletter.subscribed'));
        setEmail('');
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="w-full">
      <label htmlFor={inputId} className="sr-only">
        {t('newsletter.email_label')}
      </label>
      <div className="flex items-center gap-2 rounded-2xl bg-white p-1.5 shadow-lg shadow-brand-950/10 dark:bg-surface">
        <MailIcon className="ms-2 size-5 shrink-0 text-muted" />
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 w-full min-w-0 flex-1 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none dark:text-ink"
        />
        <Button type="submit" disabled={subscribe.isPending} className="px-4 sm:px-5">
          {t('newsletter.subscribe')}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-white">
          {error}
        </p>
      )}
    </form>
  );
}
