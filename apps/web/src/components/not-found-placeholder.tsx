import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';
import { homePath } from '@/lib/session';

export interface NotFoundPlaceholderProps {
  /** What was not found, e.g. 'Order not found'; a page by default. */
  title?: string;
  description?: string;
  /** Replaces the link home, e.g. a drawer's own way back. */
  action?: ReactNode;
  /** Inside a panel: smaller, and headed below the panel's own title. */
  compact?: boolean;
}

/** The spec's not-found placeholder: unknown paths, switched-off pages and records that do not exist. */
export function NotFoundPlaceholder({ title, description, action, compact = false }: NotFoundPlaceholderProps) {
  const { t } = useTranslation();
  const Heading = compact ? 'h3' : 'h1';
  return (
    <section className={cn('mx-auto flex max-w-lg flex-col items-center px-4 text-center', compact ? 'py-12' : 'py-20')}>
      <p className={cn('bg-gradient-to-br from-brand-500 to-brand-800 bg-clip-text font-black tracking-tight text-transparent', compact ? 'text-6xl' : 'text-8xl')}>404</p>
      <Heading className={cn('mt-4 font-bold', compact ? 'text-xl' : 'text-2xl')}>{title ?? t('not_found.title')}</Heading>
      <p className="mt-2 text-muted">{description ?? t('not_found.description')}</p>
      {action ?? (
        <Link to={homePath()} className={buttonClasses('primary', 'md', 'mt-8')}>
          {t('not_found.back_home')}
        </Link>
      )}
    </section>
  );
}
