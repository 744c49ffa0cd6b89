import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignItemChoice } from '@storefront/contract';
import { TextField } from '@storefront/ui/form/text-field';
import { useMoney } from '../../../components/use-money';
import { useChoices } from '../api/campaigns';

/** An item of the module, found by part of its name, with its price and store; the one chosen is said above the results. */
export function ItemPicker({ moduleId, chosen, problem, onChoose }: {
  moduleId: number; chosen: { id: number; name: string } | null; problem: string | undefined; onChoose: (item: CampaignItemChoice) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [search, setSearch] = useState('');
  const items = useChoices('items', moduleId, search);
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{t('campaigns.fields.item_id')}</legend>
      <p className="text-sm">{chosen ? <bdi>{chosen.name}</bdi> : <span className="text-muted">{t('campaigns.no_item')}</span>}</p>
      {moduleId > 0 ? (
        <>
          <TextField label={t('campaigns.find_item')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto" aria-label={t('campaigns.item_results')}>
            {items.data?.map((item) => (
              <li key={item.id}>
                <button type="button" onClick={() => onChoose(item)} aria-pressed={chosen?.id === item.id}
                  className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-start text-sm hover:bg-surface-2 aria-pressed:bg-brand-500/10">
                  <bdi className="font-medium">{item.name}</bdi>
                  <span className="text-xs text-muted"><bdi>{item.store_name}</bdi> · {money(item.price)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : <p className="text-sm text-muted">{t('campaigns.choose_module_first')}</p>}
      {problem && <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">{problem}</p>}
    </fieldset>
  );
}
