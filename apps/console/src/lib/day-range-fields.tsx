import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@storefront/ui/form/text-field';

/**
 * A row's first and last days, the last not before the first, two to a line on a wide screen; `children`
 * (its daily hours) follow in the same grid. `fields` name the days as the API does (their problems' paths),
 * `scope` the texts holding their labels under those names.
 */
export function DayRangeFields({ start, end, fields, scope, problem, onDays, children }: {
  start: string; end: string; fields: readonly [string, string]; scope: string; problem: (path: string) => string | undefined;
  onDays: (days: { start: string } | { end: string }) => void; children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [first, last] = fields;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t(`${scope}.${first}`)} type="date" dir="ltr" required value={start} onChange={(e) => onDays({ start: e.target.value })} error={problem(first) ?? null} />
      <TextField label={t(`${scope}.${last}`)} type="date" dir="ltr" required min={start} value={end} onChange={(e) => onDays({ end: e.target.value })} error={problem(last) ?? null} />
      {children}
    </div>
  );
}
