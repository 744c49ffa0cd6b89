import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RANGES_PER_DAY, type StoreSettings } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon, TrashIcon } from '@storefront/ui/icons';
import { useUpdateStoreSchedule } from '../api/update-store-schedule';
import type { Saving } from './saving';
import { dayProblem, draftWeek, WEEK_ORDER, weekBody, weekdayName, type DraftRange } from './week-rules';

const timeInput = 'h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-2 text-sm read-only:bg-surface-2';

/** The weekly hours: each day's ranges (a day without any is closed), in the store's own time zone. */
export function WeekEditor({ storeId, initial, saving }: { storeId: number; initial: StoreSettings; saving: Saving }) {
  const { t, i18n } = useTranslation();
  const [week, setWeek] = useState(() => draftWeek(initial.schedule));
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useUpdateStoreSchedule(storeId);
  const readOnly = !saving.canEdit;

  const setDay = (day: number, ranges: DraftRange[]) => {
    setWeek(week.map((r, d) => (d === day ? ranges : r)));
    setDone(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError(null);
    if (week.some((ranges) => dayProblem(ranges))) return;
    mutation.mutate({ version: saving.version, days: weekBody(week) }, {
      onSuccess: (settings) => {
        saving.saved(settings);
        setDone(true);
      },
      onError: (err) => setError(saving.refused(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="week-title" className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id="week-title" className="text-lg font-bold">{t('stores.week.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('stores.week.hint', { zone: initial.time_zone })}</p>
      <ul className="mt-4 divide-y divide-line">
        {WEEK_ORDER.map((day) => {
          const name = weekdayName(day, i18n.language);
          const ranges = week[day]!;
          const problem = checked ? dayProblem(ranges) : null;
          return (
            <li key={day} className="py-3" data-testid={`week-day-${day}`}>
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{name}</p>
                {ranges.length === 0 && <span className="text-sm text-muted">{t('stores.week.closed')}</span>}
              </div>
              {ranges.map((range, i) => (
                <div key={i} className="mt-2 grid grid-cols-[1fr_auto_1fr_auto] items-center gap-2">
                  <input type="time" aria-label={t('stores.week.opens', { day: name, n: i + 1 })} value={range.opening} readOnly={readOnly} className={timeInput}
                    onChange={(e) => setDay(day, ranges.map((r, j) => (j === i ? { ...r, opening: e.target.value } : r)))} />
                  <span aria-hidden="true">–</span>
                  <input type="time" aria-label={t('stores.week.closes', { day: name, n: i + 1 })} value={range.closing} readOnly={readOnly} className={timeInput}
                    onChange={(e) => setDay(day, ranges.map((r, j) => (j === i ? { ...r, closing: e.target.value } : r)))} />
                  {!readOnly && (
                    <Button variant="ghost" size="icon" aria-label={t('stores.week.remove', { day: name, n: i + 1 })} onClick={() => setDay(day, ranges.filter((_, j) => j !== i))}>
                      <TrashIcon className="size-4" />
                    </Button>
                  )}
                </div>
              ))}
              {problem && <p role="alert" className="mt-1 text-sm font-medium text-red-600 dark:text-red-400">{t(problem)}</p>}
              {!readOnly && ranges.length < MAX_RANGES_PER_DAY && (
                <Button variant="ghost" size="sm" className="mt-1" aria-label={t('stores.week.add_to', { day: name })}
                  onClick={() => setDay(day, [...ranges, { opening: '09:00', closing: '17:00' }])}>
                  <PlusIcon className="size-4" />
                  {t('stores.week.add')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-muted">{t('stores.week.midnight')}</p>
      {error && <p role="alert" className="mt-3 text-sm font-medium text-red-600 dark:text-red-400">{error}</p>}
      {!readOnly && (
        <div className="mt-4 flex items-center gap-3">
          <Button type="submit" disabled={mutation.isPending}>{mutation.isPending ? t('stores.saving') : t('stores.week.save')}</Button>
          <span aria-live="polite" className="text-sm text-muted">{done ? t('stores.saved') : ''}</span>
        </div>
      )}
    </form>
  );
}
