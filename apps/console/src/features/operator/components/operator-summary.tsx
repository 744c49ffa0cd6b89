import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { OperatorProfile } from '@storefront/contract';
import { Avatar } from '@storefront/ui/avatar';

/**
 * Who is signed in and where they work: store staff's store, a courier's zone (the page names it through
 * `zone`); support works for the whole business.
 */
export function OperatorSummary({ operator, zone }: { operator: OperatorProfile; zone: ReactNode }) {
  const { t } = useTranslation();
  const name = `${operator.f_name} ${operator.l_name}`.trim();
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6" aria-labelledby="operator-summary">
      <div className="flex items-center gap-4">
        <Avatar src={operator.image} name={name} className="size-14" />
        <div className="min-w-0">
          <h1 id="operator-summary" className="truncate text-xl font-bold">
            <Trans i18nKey="operator.welcome" values={{ name }} components={{ name: <bdi /> }} />
          </h1>
          <p className="text-sm text-muted">{t(`operator.roles.${operator.role}`)}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('operator.email')}</dt>
          <dd className="font-medium" dir="ltr">{operator.email}</dd>
        </div>
        {operator.role === 'store' && (
          <div>
            <dt className="text-muted">{t('operator.store')}</dt>
            <dd className="font-medium"><bdi>{operator.store?.name ?? t('operator.no_store')}</bdi></dd>
          </div>
        )}
        {operator.role === 'courier' && (
          <div>
            <dt className="text-muted">{t('operator.zone')}</dt>
            <dd className="font-medium">{operator.zone_id === null ? t('operator.every_zone') : zone}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
