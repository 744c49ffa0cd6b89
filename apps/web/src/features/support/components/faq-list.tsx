import { useTranslation } from 'react-i18next';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { Skeleton } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useFaq } from '../api/get-faq';

/** The server's common questions as an accordion of native details: keyboard and screen readers work without script. */
export function FaqList() {
  const { t } = useTranslation();
  const faq = useFaq();
  if (faq.isError) return <ErrorState compact message={errorMessage(faq.error)} onRetry={() => void faq.refetch()} retrying={faq.isFetching} />;
  if (!faq.data) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-11 rounded-xl" />
        ))}
      </div>
    );
  }
  if (faq.data.length === 0) return <EmptyState className="rounded-2xl border border-dashed border-line" title={t('support.faq_empty')} />;
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface" data-testid="faq">
      {faq.data.map((entry) => (
        <details key={entry.id} className="group px-4 py-3">
          <summary className="cursor-pointer list-none font-semibold marker:hidden after:float-end after:content-['+'] group-open:after:content-['−']">
            {entry.question}
          </summary>
          <p className="mt-2 text-sm text-muted">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
