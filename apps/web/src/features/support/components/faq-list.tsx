import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useFaqTexts } from '../use-faq-texts';

/** The common questions, answered in every language (support.faq.*, loaded with the page: use-faq-texts). */
export const FAQ_KEYS = ['track', 'cancel', 'payment', 'refund', 'delivery_time', 'chat', 'address', 'account'] as const;

/** An accordion of native details: keyboard and screen readers work without script. */
export function FaqList() {
  const { t } = useTranslation();
  const ready = useFaqTexts();
  if (!ready) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-2">
        {FAQ_KEYS.map((key) => (
          <Skeleton key={key} className="h-11 rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface" data-testid="faq">
      {FAQ_KEYS.map((key) => (
        <details key={key} className="group px-4 py-3">
          <summary className="cursor-pointer list-none font-semibold marker:hidden after:float-end after:content-['+'] group-open:after:content-['−']">
            {t(`support.faq.${key}.q`)}
          </summary>
          <p className="mt-2 text-sm text-muted">{t(`support.faq.${key}.a`)}</p>
        </details>
      ))}
    </div>
  );
}
