import { Link } from 'react-router';
import { cn } from '@storefront/ui/cn';
import { Skeleton } from '@storefront/ui/skeleton';
import { BrandLogo } from '@/components/brand-logo';

export interface BrandLinkProps {
  to: string;
  name: string | undefined;
  logoUrl: string | undefined;
  pending: boolean;
  compact?: boolean;
  className?: string;
}

export function BrandLink({ to, name, logoUrl, pending, compact, className }: BrandLinkProps) {
  if (pending) {
    return (
      <span className="flex items-center gap-2.5">
        <Skeleton className={compact ? 'size-9 rounded-xl' : 'size-10 rounded-xl'} />
        <Skeleton className="h-5 w-28" />
      </span>
    );
  }
  return (
    <Link to={to} className={cn('flex min-w-0 items-center gap-2.5 rounded-xl', className)}>
      <BrandLogo src={logoUrl} name={name ?? ''} className={compact ? 'size-9' : undefined} />
      {name && (
        <span
          data-testid="business-name"
          className={cn('truncate font-extrabold tracking-tight text-ink', compact ? 'text-lg' : 'text-xl')}
        >
          {name}
        </span>
      )}
    </Link>
  );
}
