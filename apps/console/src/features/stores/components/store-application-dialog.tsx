import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REJECT_REASON_MAX, type ConsoleStoreApplication, type ConsoleStoreApplicationConflict, type StoreApplicationDocument, type StoreApplicationState,
} from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { RouteMap } from '@storefront/ui/map/route-map';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { handleRefusal } from '../../../lib/save-refusal';
import { TextAreaField } from '../../../lib/text-area-field';
import { shownText, TEXT_LANGUAGES } from '../../../lib/texts';
import { downloadApplicationDocument, useApproveApplication, useRejectApplication } from '../api/store-applications';

export const APPLICATION_STATE_STYLE: Record<StoreApplicationState, string> = {
  pending: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  approved: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  rejected: 'bg-surface-2 text-muted',
};

/** A document's size as people read it: KB below a megabyte, MB above. */
const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * One application: the store's names, module, zone, address and place on the map, the applicant, the
 * documents (each downloaded through the authorised route), and, while pending, Approve (the store is
 * made and the applicant invited as its owner) or Reject with a reason mailed to them. A decision
 * refused because someone else decided meanwhile shows the application as it is now.
 */
export function StoreApplicationDialog({ application, moduleName, zoneName, onClose }: {
  application: ConsoleStoreApplication; moduleName: string; zoneName: string; onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState(application);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const pending = approve.isPending || reject.isPending;
  const refused = (error: Error) => handleRefusal<ConsoleStoreApplicationConflict>(error, t('errors.generic'), {
    conflict: (answer) => {
      setShown(answer.current);
      setProblem(t('stores.applications.decided_elsewhere'));
    },
    problems: (byField) => setProblem(byField.reason ?? Object.values(byField)[0] ?? null),
    failure: setProblem,
  });
  const decided = (next: ConsoleStoreApplication, message: string) => {
    setShown(next);
    setRejecting(false);
    setProblem(null);
    toast.success(message);
  };
  const onApprove = () => approve.mutate({ id: shown.id, body: { version: shown.version } }, { onSuccess: (next) => decided(next, t('stores.applications.approved')), onError: refused });
  const onReject = () => {
    if (!reason.trim()) return setProblem(t('stores.applications.reason_required'));
    reject.mutate({ id: shown.id, body: { version: shown.version, reason: reason.trim() } }, { onSuccess: (next) => decided(next, t('stores.applications.rejected')), onError: refused });
  };
  const open = (document: StoreApplicationDocument) => {
    downloadApplicationDocument(shown.id, document).catch((error: unknown) => toast.error(errorMessage(error) ?? t('errors.generic')));
  };
  const row = (label: string, value: ReactNode) => (
    <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:gap-3"><dt className="w-32 shrink-0 text-xs font-semibold text-muted">{label}</dt><dd className="min-w-0 text-sm">{value}</dd></div>
  );

  return (
    <Dialog open onClose={onClose} title={shownText(shown.name, i18n.language)} widthClass="max-w-2xl" data-testid="application-dialog">
      <div className="mt-4 flex flex-col gap-4">
        <p><span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${APPLICATION_STATE_STYLE[shown.status]}`}>{t(`stores.applications.states.${shown.status}`)}</span></p>
        <dl className="flex flex-col gap-2">
          {TEXT_LANGUAGES.map(({ code, dir }) => shown.name[code] && row(t(`stores.applications.name_${code}`), <span dir={dir} lang={code}>{shown.name[code]}</span>))}
          {row(t('stores.applications.module'), <bdi>{moduleName}</bdi>)}
          {row(t('stores.applications.zone'), <bdi>{zoneName}</bdi>)}
          {row(t('stores.applications.address'), <span dir="auto">{shown.address}</span>)}
          {row(t('stores.applications.owner'), <bdi>{`${shown.f_name} ${shown.l_name}`.trim()}</bdi>)}
          {row(t('stores.applications.email'), <a dir="ltr" className="text-brand-600 underline" href={`mailto:${shown.email}`}>{shown.email}</a>)}
          {row(t('stores.applications.phone'), <bdi dir="ltr">{shown.phone}</bdi>)}
          {row(t('stores.applications.sent'), formatDateTime(shown.created_at, i18n.language))}
          {shown.decided_at && row(t('stores.applications.decided'), `${formatDateTime(shown.decided_at, i18n.language)}${shown.reviewer ? ` · ${shown.reviewer.name}` : ''}`)}
          {shown.reason && row(t('stores.applications.reason'), <span dir="auto">{shown.reason}</span>)}
          {shown.store_id !== null && row(t('stores.applications.store'), `#${shown.store_id}`)}
        </dl>
        <div className="h-48 overflow-hidden rounded-xl border border-line">
          <RouteMap points={[{ kind: 'store', lat: shown.latitude, lng: shown.longitude, title: shown.name.en }]} label={t('stores.applications.map')} unavailableText={t('stores.applications.map_unavailable')} />
        </div>
        <p dir="ltr" className="text-xs text-muted">{shown.latitude}, {shown.longitude}</p>
        <section aria-label={t('stores.applications.documents')}>
          <h3 className="mb-2 text-sm font-semibold">{t('stores.applications.documents')}</h3>
          <ul className="flex flex-col gap-2">
            {shown.documents.map((d) => (
              <li key={d.position} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line px-3 py-2">
                <span className="min-w-0 truncate text-sm"><bdi>{d.name}</bdi> <bdi dir="ltr" className="text-xs text-muted">({sizeOf(d.size)})</bdi></span>
                <Button size="sm" variant="outline" onClick={() => open(d)}>{t('stores.applications.download')}</Button>
              </li>
            ))}
          </ul>
        </section>
        {rejecting && (
          <TextAreaField label={t('stores.applications.reason')} value={reason} dir={i18n.dir()} maxLength={REJECT_REASON_MAX} onValue={setReason} problem={problem ?? undefined} />
        )}
        {problem && !rejecting && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{problem}</bdi></p>}
        {shown.status === 'pending' && (
          <div className="flex flex-wrap justify-end gap-2">
            {rejecting ? (
              <>
                <Button variant="outline" onClick={() => setRejecting(false)}>{t('stores.applications.cancel')}</Button>
                <Button onClick={onReject} disabled={pending}>{reject.isPending && <Spinner className="size-4" />}{t('stores.applications.send_rejection')}</Button>
              </>
            ) : (
              <>
                <Button variant="outline" onClick={() => { setRejecting(true); setProblem(null); }} disabled={pending}>{t('stores.applications.reject')}</Button>
                <Button onClick={onApprove} disabled={pending}>{approve.isPending && <Spinner className="size-4" />}{t('stores.applications.approve')}</Button>
              </>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
