import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cashback } from '@storefront/contract';
import { CashbackIcon, CloseIcon } from '@storefront/ui/icons';
import { useFormatMoney } from '@/lib/money-format';
import { useHeightVariable } from '@/lib/use-height-variable';
import { useCashbacks } from '../api/get-cashbacks';

function CashbackOffer({ offer }: { offer: Cashback }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const percent = offer.cashback_type === 'percentage';
  const amount = percent ? `${offer.cashback_amount}%` : money(offer.cashback_amount);
  return (
    <li data-testid="cashback-offer" className="rounded-xl bg-brand-50/70 p-3 dark:bg-brand-950/40">
      <p className="font-bold text-ink">{offer.title}</p>
      <p className="text-sm text-ink">{t('offers.cashback_text', { amount, min: money(offer.min_purchase) })}</p>
      {percent && offer.max_discount > 0 && <p className="text-xs text-muted">{t('offers.cashback_up_to', { max: money(offer.max_discount) })}</p>}
      <p className="mt-1 text-xs font-semibold text-brand-700 dark:text-brand-400">{t('offers.cashback_until', { date: offer.end_date.slice(0, 10) })}</p>
    </li>
  );
}

/** A floating button that opens the running cashback offers; nothing at all while there are none. */
export function CashbackWidget() {
  const query = useCashbacks();
  const offers = query.data ?? [];
  return offers.length === 0 ? null : <CashbackFloat offers={offers} />;
}

/**
 * The button floats over the page, so it must not hide what is under it: an icon alone on phones, and the
 * page's scroll padding (index.css) keeps links scrolled or tabbed to above it.
 */
function CashbackFloat({ offers }: { offers: Cashback[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useHeightVariable<HTMLButtonElement>('--floating-button-height');
  return (
    <div className="fixed end-4 bottom-4 z-30 flex flex-col items-end gap-2" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      {open && (
        <section id={panelId} aria-label={t('offers.cashback_title')} className="animate-pop-in w-80 max-w-[calc(100vw-2rem)] rounded-2xl bg-surface p-4 shadow-xl ring-1 ring-line">
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 className="font-extrabold">{t('offers.cashback_title')}</h2>
            <button type="button" onClick={() => setOpen(false)} aria-label={t('common.close')} className="grid size-8 place-items-center rounded-full text-muted hover:bg-surface-2">
              <CloseIcon className="size-4" />
            </button>
          </div>
          <ul className="max-h-[50vh] space-y-2 overflow-y-auto">
            {offers.map((offer) => (
              <CashbackOffer key={offer.id} offer={offer} />
            ))}
          </ul>
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        data-testid="cashback-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        aria-label={t('offers.cashback_title')}
        title={t('offers.cashback_title')}
        className="flex items-center gap-2 rounded-full bg-brand-600 p-2.5 text-sm font-bold text-white shadow-lg transition hover:bg-brand-700 sm:py-2.5 sm:ps-3 sm:pe-4"
      >
        <CashbackIcon className="size-6" />
        <span className="hidden sm:inline">{t('offers.cashback_title')}</span>
      </button>
    </div>
  );
}
