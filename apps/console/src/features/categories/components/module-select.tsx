import { useTranslation } from 'react-i18next';
import type { Module } from '@storefront/contract';

/** The module whose list is shown: categories and brands belong to one. */
export function ModuleSelect({ modules, value, onValue }: { modules: readonly Module[]; value: number; onValue: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {t('categories.module')}
      <select className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink" value={value} onChange={(e) => onValue(Number(e.target.value))}>
        {modules.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
      </select>
    </label>
  );
}
