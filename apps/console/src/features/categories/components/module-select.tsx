import { useTranslation } from 'react-i18next';
import type { Module } from '@storefront/contract';
import { FilterSelect } from '../../../lib/filter-select';

/** The module whose list is shown: categories and brands belong to one. */
export function ModuleSelect({ modules, value, onValue }: { modules: readonly Module[]; value: number; onValue: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <FilterSelect label={t('categories.module')} value={value} onValue={(id) => onValue(Number(id))}>
      {modules.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
    </FilterSelect>
  );
}
