import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDITED_ENTITIES, type AuditEntry } from '@storefront/contract';
import { FilterInput } from '../../../lib/filter-input';
import { FilterSelect } from '../../../lib/filter-select';
import { errorMessage } from '@storefront/ui/api-error';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useAuditLog, type AuditFilters } from '../api/get-audit';
import { Pager } from '../../../lib/pager';

const ENTITIES = ['', ...AUDITED_ENTITIES] as const;

/** The fields an entry changed, as "field: before → after". */
function changes(entry: AuditEntry): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const show = (v: unknown) => (v === undefined || v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`);
}

/**
 * Every change made through the console, newest first: who, when, what, before and after; narrowed by the
 * kind of row and the row, the days it was made on, and the person who made it (a click on their name).
 */
export function AuditLog() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({ entity: '', entityId: '', actor: null, from: '', to: '', page: 1 });
  const narrow = (change: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...change, page: 1 }));
  const log = useAuditLog(filters);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total_size / log.data.limit)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('audit.title')}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect label={t('audit.entity')} value={filters.entity} onValue={(entity) => narrow({ entity })}>
          {ENTITIES.map((e) => <option key={e} value={e}>{t(`audit.entities.${e || 'all'}`)}</option>)}
        </FilterSelect>
        <FilterInput label={t('audit.entity_id')} inputMode="numeric" className="w-32" value={filters.entityId} onValue={(entityId) => narrow({ entityId })} />
        <FilterInput label={t('audit.from')} type="date" max={filters.to || undefined} value={filters.from} onValue={(from) => narrow({ from })} />
        <FilterInput label={t('audit.to')} type="date" min={filters.from || undefined} value={filters.to} onValue={(to) => narrow({ to })} />
        {filters.actor && (
          <button type="button" onClick={() => narrow({ actor: null })} className="rounded-full border border-line bg-surface px-3 py-2 text-sm">
            {t('audit.by', { name: filters.actor.name })} ✕
          </button>
        )}
      </div>
      {log.isError ? <ErrorState message={errorMessage(log.error)} onRetry={() => void log.refetch()} retrying={log.isFetching} />
        : !log.data ? <LoadingRegion label={t('common.loading')}><Skeleton className="h-64 rounded-2xl" /></LoadingRegion>
          : log.data.entries.length === 0 ? <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted">{t('audit.empty')}</p>
            : (
              <ol className="flex flex-col gap-2">
                {log.data.entries.map((entry) => (
                  <li key={entry.id} data-testid="audit-entry" className="rounded-2xl border border-line bg-surface p-3 text-sm">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="font-semibold">
                        <button type="button" className="underline-offset-2 hover:underline" title={t('audit.only_by', { name: entry.actor.name })}
                          onClick={() => narrow({ actor: { id: entry.actor.id, name: entry.actor.name } })}><bdi>{entry.actor.name}</bdi></button>
                        {' · '}<span dir="ltr">{entry.action}</span> · {t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity })} #{entry.entity_id}</p>
                      <time dateTime={entry.at} className="text-xs text-muted">{new Date(entry.at).toLocaleString()}</time>
                    </div>
                    <ul className="mt-1 text-xs text-muted" dir="ltr">{changes(entry).map((c) => <li key={c} className="break-all">{c}</li>)}</ul>
                  </li>
                ))}
              </ol>
            )}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
    </div>
  );
}
