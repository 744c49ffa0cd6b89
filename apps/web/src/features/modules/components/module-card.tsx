import { useTranslation } from 'react-i18next';
import type { Module, ModuleType } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { ChevronEndIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';

const tints: Record<ModuleType, string> = {
  food: 'bg-orange-50 dark:bg-orange-500/10',
  grocery: 'bg-brand-50 dark:bg-brand-500/10',
  pharmacy: 'bg-sky-50 dark:bg-sky-500/10',
  ecommerce: 'bg-violet-50 dark:bg-violet-500/10',
  parcel: 'bg-amber-50 dark:bg-amber-500/10',
};

export interface ModuleCardProps {
  module: Module;
  selected: boolean;
  onSelect: (module: Module) => void;
}

export function ModuleCard({ module, selected, onSelect }: ModuleCardProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="module-option"
      aria-pressed={selected}
      onClick={() => onSelect(module)}
      className={cn(
        'group flex h-full w-full items-center gap-4 rounded-2xl border bg-surface p-4 text-start shadow-sm transition hover:-translate-y-0.5 hover:shadow-md',
        selected ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-line hover:border-brand-300 dark:hover:border-brand-700',
      )}
    >
      <span className={cn('grid size-16 shrink-0 place-items-center overflow-hidden rounded-2xl', tints[module.module_type])}>
        <Image src={module.icon_full_url} alt="" className="size-11 rounded-lg object-contain" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-bold text-ink">{module.module_name}</span>
          {selected && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white">
              {t('modules.current')}
            </span>
          )}
        </span>
        {module.description && <span className="mt-0.5 line-clamp-2 text-sm text-muted">{module.description}</span>}
        {/* Parcel has no stores: a count there would always read 0. */}
        {module.module_type !== 'parcel' && (
          <span className="mt-1 block text-xs font-medium text-brand-700 dark:text-brand-400">
            {t('modules.stores_count', { count: module.stores_count })}
          </span>
        )}
      </span>
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-surface-2 text-muted transition group-hover:bg-brand-600 group-hover:text-white">
        <ChevronEndIcon />
      </span>
    </button>
  );
}
