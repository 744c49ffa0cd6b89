import { useTranslation } from 'react-i18next';
import type { StaffSessionInfo } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { FormAlert } from './form-alert';

/** The person's sessions still signed in, newest first, each with a way to sign it out (this one too). */
export function SessionsList() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const when = (at: string | null) => (at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)) : '—');

  let body;
  if (sessions.isError) body = <ErrorState compact message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
  else if (!sessions.data) {
    body = (
      <LoadingRegion label={t('common.loading')}>
        <Skeleton className="h-20 w-full rounded-xl" />
      </LoadingRegion>
    );
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-line">
        {sessions.data.sessions.map((s: StaffSessionInfo) => (
          <li key={s.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="session">
            <div className="min-w-0 flex-1 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span className="min-w-0 truncate" dir="ltr" title={s.user_agent ?? undefined}>{s.user_agent ?? t('operator.sessions.unknown_device')}</span>
                {s.current && <span className="rounded-full bg-brand-500/10 px-2 py-0.5 text-xs text-brand-800 dark:text-brand-200">{t('operator.sessions.current')}</span>}
              </p>
              <p className="mt-0.5 text-muted">
                <bdi dir="ltr">{s.ip ?? '—'}</bdi> · {t('operator.sessions.signed_in', { at: when(s.created_at) })} · {t('operator.sessions.last_used', { at: when(s.last_used_at) })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => revoke.mutate(s)}
              disabled={revoke.isPending && revoke.variables?.id === s.id}
              aria-label={t(s.current ? 'operator.sessions.sign_out_this' : 'operator.sessions.sign_out_other', { device: s.user_agent ?? t('operator.sessions.unknown_device') })}
            >
              {t('operator.sessions.sign_out')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6" aria-labelledby="my-sessions">
      <h2 id="my-sessions" className="text-lg font-bold">{t('operator.sessions.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('operator.sessions.intro')}</p>
      {revoke.isError && (
        <div className="mt-3">
          <FormAlert message={errorMessage(revoke.error) ?? t('errors.generic')} />
        </div>
      )}
      <div className="mt-3">{body}</div>
    </section>
  );
}
