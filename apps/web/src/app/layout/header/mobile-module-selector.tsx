import { useTranslation } from 'react-i18next';
import type { Module } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { ChevronDownIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { Popover, popoverItemClass } from '@storefront/ui/popover';

export interface MobileModuleSelectorProps {
  modules: Module[];
  selected: Module | null;
  onSelect: (module: Module) => void;
}

export function MobileModuleSelector({ modules, selected, onSelect }: MobileModuleSelectorProps) {
  const { t } = useTranslation();
  return (
    <Popover
      triggerProps={{
        'aria-label': t('modules.switch'),
        className:
          'flex h-9 max-w-40 items-center gap-1.5 rounded-full bg-brand-50 ps-3 pe-2 text-sm font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-300',
      }}
      trigger={
        <>
          <span className="truncate">{selected?.module_name ?? t('modules.choose')}</span>
          <ChevronDownIcon className="size-4 shrink-0" />
        </>
      }
      panelClassName="w-60"
    >
      {(close) => (
        <ul>
          {modules.map((module) => (
            <li key={module.id}>
              <button
                type="button"
                aria-pressed={selected?.id === module.id}
                onClick={() => {
                  close();
                  onSelect(module);
                }}
                className={cn(popoverItemClass, selected?.id === module.id && 'bg-brand-50 dark:bg-brand-950')}
              >
                <Image src={module.icon_full_url} alt="" className="size-7 rounded-md object-contain" />
                <span className="truncate">{module.module_name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
