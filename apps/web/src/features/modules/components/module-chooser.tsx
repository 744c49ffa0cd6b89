import { useEffect, useRef } from 'react';
import type { Module } from '@storefront/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { StoreIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSelectedModule, type DeliveryLocation } from '@/lib/session';
import { useModules } from '../api/get-modules';
import { useSelectModule } from '../hooks/use-select-module';
import { ModuleCard } from './module-card';

export interface ModuleChooserProps {
  /** Zone header for the module list: the saved zone, or the default location's one. */
  zoneId: string;
  /** Saved along with the module when the visitor has no location yet. */
  pendingLocation?: DeliveryLocation;
  /** Choosing again for a new location: the only module is taken even when it is the current one. */
  reselect?: boolean;
  /** Called after a module was saved (and /home opened), e.g. to close the dialog around the chooser. */
  onSelected?: (module: Module) => void;
  /** `dialog` fits the cards into a modal's width. */
  layout?: 'page' | 'dialog';
}

/** Module selection: none, exactly one (auto-selected), or a picker. */
export function ModuleChooser({ zoneId, pendingLocation, reselect = false, onSelected, layout = 'page' }: ModuleChooserProps) {
  const { t } = useTranslation();
  const modules = useModules(zoneId);
  const selected = useSelectedModule();
  const selectModule = useSelectModule();
  const autoSelected = useRef(false);
  const choose = (module: Module) => {
    selectModule(module, pendingLocation);
    onSelected?.(module);
  };
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  });

  const only = modules.data?.length === 1 ? modules.data[0] : undefined;
  useEffect(() => {
    // A returning visitor who already has the only module stays on the page they opened.
    if (!only || autoSelected.current || (!reselect && selected?.id === only.id)) return;
    autoSelected.current = true;
    chooseRef.current(only);
  }, [only, selected, reselect]);

  let content;
  if (modules.isPending) {
    content = <ModuleChooserSkeleton layout={layout} />;
  } else if (modules.isError) {
    content = (
      <ErrorState
        message={errorMessage(modules.error)}
        onRetry={() => void modules.refetch()}
        retrying={modules.isFetching}
      />
    );
  } else if (modules.data.length === 0) {
    content = (
      <EmptyState
        icon={<StoreIcon className="size-8" />}
        title={t('modules.none_title')}
        description={t('modules.none_description')}
        className="rounded-2xl border border-dashed border-line bg-surface"
      />
    );
  } else {
    content = (
      <ul className={cn('grid gap-4 sm:grid-cols-2', layout === 'page' && 'lg:grid-cols-3')}>
        {modules.data.map((module) => (
          <li key={module.id}>
            <ModuleCard
              module={module}
              selected={selected?.id === module.id}
              onSelect={choose}
            />
          </li>
        ))}
      </ul>
    );
  }

  return <div data-testid="module-chooser">{content}</div>;
}

export function ModuleChooserSkeleton({ layout = 'page' }: { layout?: 'page' | 'dialog' }) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className={cn('grid gap-4 sm:grid-cols-2', layout === 'page' && 'lg:grid-cols-3')}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4">
          <Skeleton className="size-16 rounded-2xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-5/6" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
