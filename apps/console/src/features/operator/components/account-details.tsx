import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleSession } from '@storefront/contract';
import { Avatar } from '@storefront/ui/avatar';
import { buttonClasses } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';

/** The person's details and the roles they hold (each store role with its store). */
export function AccountDetails({ session }: { session: ConsoleSession }) {
  const { t } = useTranslation();
  const { operator } = session;
  const name = `${operator.f_name} ${operator.l_name}`.trim();
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6" aria-labelledby="account-details">
      <div className="flex items-center gap-4">
        <Avatar src={operator.image} name={name} className="size-14" />
        <div className="min-w-0">
          <h2 id="account-details" className="truncate text-lg font-bold"><bdi>{name}</bdi></h2>
          <p className="truncate text-sm text-muted" dir="ltr">{operator.email}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('operator.account.phone')}</dt>
          <dd className="font-medium" dir="ltr">{operator.phone}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('operator.account.roles')}</dt>
          <dd>
            <ul className="flex flex-col gap-1">
              {session.roles.map((r) => (
                <li key={`${r.role}-${r.store?.id ?? 'all'}`} className="font-medium">
                  {t(`operator.staff_roles.${r.role}`)}
                  {r.store && <> · <bdi>{r.store.name}</bdi></>}
                </li>
              ))}
              {!session.roles.length && <li className="text-muted">{t('operator.account.no_roles')}</li>}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Whether the second factor is on, required or optional, with the way to set it up. */
export function TwoFactorStatus({ session }: { session: ConsoleSession }) {
  const { t } = useTranslation();
  const { enabled, required } = session.two_factor;
  const state = enabled ? 'on' : required ? 'required' : 'off';
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6" aria-labelledby="two-factor-status">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="two-factor-status" className="text-lg font-bold">{t('operator.two_factor.title')}</h2>
          <p className="mt-1 text-sm text-muted">{t(`operator.two_factor.status_${state}_hint`)}</p>
        </div>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-xs font-semibold',
            state === 'on' && 'bg-brand-500/10 text-brand-800 dark:text-brand-200',
            state === 'required' && 'bg-red-500/10 text-red-700 dark:text-red-300',
            state === 'off' && 'bg-surface-2 text-muted',
          )}
          data-testid="two-factor-state"
        >
          {t(`operator.two_factor.status_${state}`)}
        </span>
      </div>
      {!enabled && (
        <Link to="/account/two-factor" className={buttonClasses(required ? 'primary' : 'outline', 'sm', 'mt-4')}>
          {t('operator.two_factor.set_up')}
        </Link>
      )}
    </section>
  );
}
