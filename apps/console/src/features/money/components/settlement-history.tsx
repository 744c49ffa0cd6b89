import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourierCash } from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import { useSettlements } from '../api/money';
import { MoneyListFrame, moneyRowClass } from './money-list-frame';

/** The cash one courier handed back, newest first, a page at a time: how much, when, who took it and their note. */
export function SettlementHistory({ courier, money, onClose }: { courier: CourierCash; money: (amount: number) => string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useSettlements(courier.operator_id, page);
  return (
    <Dialog open onClose={onClose} widthClass="max-w-lg" title={t('money.history_title', { name: courier.name })}
      description={t('money.collected_settled', { collected: money(courier.collected), settled: money(courier.settled) })}>
      <div className="flex flex-col gap-3">
        <MoneyListFrame q={q} label={t('money.history_title', { name: courier.name })} rows={(d) => d.settlements} page={page} onPage={setPage}
          empty={t('money.history_empty')} row={(s) => (
            <li key={s.id} data-testid="settlement" className={moneyRowClass}>
              <span dir="ltr" className="font-semibold tabular-nums">{money(s.amount)}</span>
              <time dateTime={s.created_at} className="text-xs text-muted">{formatDateTime(s.created_at, i18n.language)}</time>
              <span className="w-full text-xs text-muted">
                {t('money.taken_by', { name: s.settled_by.name || `#${s.settled_by.id}` })}
                {s.note && <> · <bdi>{s.note}</bdi></>}
              </span>
            </li>
          )} />
      </div>
    </Dialog>
  );
}
