import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';

export interface Days { start: string; end: string; startTime: string; endTime: string }

/** A campaign's first and last days and its daily hours (equal hours: all day; an end before the start runs past midnight). */
export function DaysFields({ value, problem, onValue }: { value: Days; problem: (path: string) => string | undefined; onValue: (days: Partial<Days>) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t('campaigns.fields.start_date')} type="date" dir="ltr" required value={value.start} onChange={(e) => onValue({ start: e.target.value })} error={problem('start_date') ?? null} />
      <TextField label={t('campaigns.fields.end_date')} type="date" dir="ltr" required min={value.start} value={value.end} onChange={(e) => onValue({ end: e.target.value })} error={problem('end_date') ?? null} />
      <TextField label={t('campaigns.fields.start_time')} type="time" dir="ltr" value={value.startTime} onChange={(e) => onValue({ startTime: e.target.value })} error={problem('start_time') ?? null} />
      <TextField label={t('campaigns.fields.end_time')} type="time" dir="ltr" value={value.endTime} onChange={(e) => onValue({ endTime: e.target.value })} error={problem('end_time') ?? null} hint={t('campaigns.hours_hint')} />
    </div>
  );
}

/** A dialog's end: why the save was refused, cancel, and the save button (a spinner while it runs). */
export function DialogEnd({ failure, pending, blocked, submit, onClose }: { failure: string | null; pending: boolean; blocked: boolean; submit: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {failure && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failure}</bdi></p>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>{t('campaigns.cancel')}</Button>
        <Button type="submit" disabled={pending || blocked}>
          {pending && <Spinner className="size-4" />}
          {pending ? t('campaigns.saving') : submit}
        </Button>
      </div>
    </>
  );
}
