import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronEndIcon } from '@storefront/ui/icons';

export interface Crumb {
  label: string;
  /** The step's page; the last step (the page itself) has none. */
  to?: string;
}

/** Where the page sits: Home › … › the page, each step but the last a link; the chevrons turn with the reading direction. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.breadcrumb')} data-testid="breadcrumb" className="min-w-0 text-sm text-muted">
      <ol className="flex min-w-0 items-center gap-1.5">
        {trail.map((crumb, index) => (
          // The first step (Home) is short and always whole; the others share what is left, each cut with an ellipsis.
          <li key={`${index}-${crumb.label}`} className={index === 0 ? 'flex shrink-0 items-center gap-1.5' : 'flex min-w-0 items-center gap-1.5'}>
            {index > 0 && <ChevronEndIcon aria-hidden="true" className="size-3.5 shrink-0" />}
            {crumb.to ? (
              <Link to={crumb.to} className="truncate hover:text-ink hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
