import { useTranslation } from 'react-i18next';
import { TextField } from '@storefront/ui/form/text-field';
import { DayRangeFields } from '../../../lib/day-range-fields';

export interface Days { start: string; end: string; startTime: string; endTime: string }

/** A campaign's first and last days and its daily hours (equal hours: all day; an end before the start runs past midnight). */
export function DaysFields({ value, problem, onValue }: { value: Days; problem: (path: string) => string | undefined; onValue: (days: Partial<Days>) => void }) {
  const { t } = useTranslation();
  return (
    <DayRangeFields start={value.start} end={value.end} fields={['start_date', 'end_date']} scope="campaigns.fields" problem={problem} onDays={onValue}>
      <TextField label={t('campaigns.fields.start_time')} type="time" dir="ltr" value={value.startTime} onChange={(e) => onValue({ startTime: e.target.value })} error={problem('start_time') ?? null} />
      <TextField label={t('campaigns.fields.end_time')} type="time" dir="ltr" value={value.endTime} onChange={(e) => onValue({ endTime: e.target.value })} error={problem('end_time') ?? null} hint={t('campaigns.hours_hint')} />
    </DayRangeFields>
  );
}
