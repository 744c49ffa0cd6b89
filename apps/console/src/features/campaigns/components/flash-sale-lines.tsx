import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignItemChoice, ConsoleFlashSale, ConsoleFlashSaleConflict, ConsoleFlashSaleLine } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { toast } from '@storefront/ui/toast';
import { useMoney } from '../../../components/use-money';
import { handleRefusal } from '../../../lib/save-refusal';
import { useFlashSaleLine } from '../api/campaigns';
import { ItemPicker } from './item-picker';

interface Terms { discountType: 'percent' | 'amount'; discount: string; stock: string; on: boolean }
const termsOf = (line: ConsoleFlashSaleLine): Terms => ({ discountType: line.discount_type, discount: String(line.discount), stock: String(line.stock), on: line.on });
const input = 'w-full rounded-lg border border-line bg-surface px-2 py-1.5 text-sm';

/**
 * A sale's items: each with its own price, the flash price, its discount, stock and what sold (stock may not
 * go below it), on or off, saved or taken out one at a time; and an item of the sale's module added. Every
 * change names the sale's version and answers the sale as it is now, which the dialog keeps.
 */
export function FlashSaleLines({ sale, onSale }: { sale: ConsoleFlashSale; onSale: (sale: ConsoleFlashSale) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const save = useFlashSaleLine();
  const [edits, setEdits] = useState<Record<number, Terms>>({});
  const [adding, setAdding] = useState<CampaignItemChoice | null>(null);
  const [added, setAdded] = useState<Terms>({ discountType: 'percent', discount: '10', stock: '10', on: true });
  const [failure, setFailure] = useState<string | null>(null);

  const send = (itemId: number, terms: Terms | null, message: string) => {
    setFailure(null);
    const body = terms && { discount: Number(terms.discount), discount_type: terms.discountType, stock: Number(terms.stock), on: terms.on };
    save.mutate({ saleId: sale.id, itemId, version: sale.version, terms: body }, {
      onSuccess: (next) => {
        onSale(next);
        setEdits((all) => Object.fromEntries(Object.entries(all).filter(([id]) => Number(id) !== itemId)));
        if (itemId === adding?.id) setAdding(null);
        toast.success(message);
      },
      onError: (error) => handleRefusal<ConsoleFlashSaleConflict>(error, t('errors.generic'), {
        conflict: (answer) => {
          onSale(answer.current);
          setFailure(t('campaigns.flash.changed_elsewhere'));
        },
        problems: () => {},
        failure: setFailure,
      }),
    });
  };
  const row = (line: ConsoleFlashSaleLine) => {
    const terms = edits[line.item_id] ?? termsOf(line);
    const edit = (next: Partial<Terms>) => setEdits((all) => ({ ...all, [line.item_id]: { ...terms, ...next } }));
    return (
      <li key={line.id} data-testid="flash-line" className="flex flex-col gap-2 border-b border-line py-3 last:border-b-0">
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <bdi className="font-semibold">{line.item_name}</bdi>
          <span className="text-xs text-muted"><bdi dir="ltr"><span className="line-through">{money(line.item_price)}</span> → <span className="font-semibold text-ink">{money(line.price)}</span></bdi> · {t('campaigns.flash.sold_of', { sold: line.sold, stock: line.stock })}</span>
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <select aria-label={t('campaigns.fields.discount_type')} className={input} value={terms.discountType} onChange={(e) => edit({ discountType: e.target.value as Terms['discountType'] })}>
            <option value="percent">{t('campaigns.discount_types.percent')}</option>
            <option value="amount">{t('campaigns.discount_types.amount')}</option>
          </select>
          <input aria-label={t('campaigns.fields.discount')} type="number" min={0} step="any" dir="ltr" className={input} value={terms.discount} onChange={(e) => edit({ discount: e.target.value })} />
          <input aria-label={t('campaigns.fields.stock')} type="number" min={line.sold} step={1} dir="ltr" className={input} value={terms.stock} onChange={(e) => edit({ stock: e.target.value })} />
          <label className="flex items-center gap-2 text-sm"><input type="checkbox" checked={terms.on} onChange={(e) => edit({ on: e.target.checked })} />{t('campaigns.fields.on')}</label>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button size="sm" variant="outline" disabled={save.isPending || line.sold > 0} onClick={() => send(line.item_id, null, t('campaigns.flash.removed'))}>{t('campaigns.flash.remove')}</Button>
          <Button size="sm" disabled={save.isPending || !edits[line.item_id]} onClick={() => send(line.item_id, terms, t('campaigns.flash.line_saved'))}>{t('campaigns.save')}</Button>
        </div>
      </li>
    );
  };

  return (
    <section aria-label={t('campaigns.flash.items')} className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <h3 className="text-sm font-semibold">{t('campaigns.flash.items')} · {sale.lines.length}</h3>
      {sale.lines.length === 0 ? <p className="text-sm text-muted">{t('campaigns.flash.no_items')}</p> : <ul>{sale.lines.map(row)}</ul>}
      <ItemPicker moduleId={sale.module_id} chosen={adding} problem={undefined} onChoose={setAdding} />
      {adding && (
        <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-4">
          <select aria-label={t('campaigns.fields.discount_type')} className={input} value={added.discountType} onChange={(e) => setAdded({ ...added, discountType: e.target.value as Terms['discountType'] })}>
            <option value="percent">{t('campaigns.discount_types.percent')}</option>
            <option value="amount">{t('campaigns.discount_types.amount')}</option>
          </select>
          <input aria-label={t('campaigns.fields.discount')} type="number" min={0} step="any" dir="ltr" className={input} value={added.discount} onChange={(e) => setAdded({ ...added, discount: e.target.value })} />
          <input aria-label={t('campaigns.fields.stock')} type="number" min={0} step={1} dir="ltr" className={input} value={added.stock} onChange={(e) => setAdded({ ...added, stock: e.target.value })} />
          <Button size="sm" disabled={save.isPending} onClick={() => send(adding.id, added, t('campaigns.flash.added'))}>{t('campaigns.flash.add_item')}</Button>
        </div>
      )}
      {failure && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failure}</bdi></p>}
    </section>
  );
}
