import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { InfoIcon } from '@storefront/ui/icons';
import { homePath } from '@/lib/session';

/** An account page whose feature the business switched off (config status 0). */
export function FeatureUnavailable({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="feature-unavailable" className="rounded-3xl border border-dashed border-line bg-surface">
      <EmptyState
        icon={<InfoIcon className="size-8" />}
        title={title}
        description={description}
        action={
          <Link to={homePath()} className={buttonClasses('primary', 'md', 'mt-2')}>
            {t('not_found.back_home')}
          </Link>
        }
      />
    </div>
  );
}
