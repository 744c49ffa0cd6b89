import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { scheduleSlots } from '../schedule-slots';
import { Section } from './section';

const hhmm = (d: Date) => `${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`;
const selectClass = 'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm outline-none focus:border-brand-500';

/** As soon as possible, or a slot today or tomorrow (config schedule_order). */
export function SchedulePicker({ slotMinutes, value, onChange }: { slotMinutes: number; value: string | null; onChange: (at: string | null) => void }) {
  const { t } = useTranslation();
  const [day, setDay] = useState<0 | 1>(0);
  const slots = useMemo(() => scheduleSlots(new Date(), slotMinutes, day), [slotMinutes, day]);
  return (
    <Section title={t('checkout.delivery_time')} testId="schedule">
      <div className="grid gap-2 sm:grid-cols-2">
        <select aria-label={t('checkout.day')} className={selectClass} value={day} onChange={(e) => { setDay(Number(e.target.value) as 0 | 1); onChange(null); }}>
          <option value={0}>{t('checkout.today')}</option>
          <option value={1}>{t('checkout.tomorrow')}</option>
        </select>
        <select aria-label={t('checkout.time')} className={selectClass} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
          {day === 0 && <option value="">{t('checkout.asap')}</option>}
          {day === 1 && <option value="">{t('checkout.pick_time')}</option>}
          {slots.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {`${formatTime(hhmm(slot.start))} - ${formatTime(hhmm(slot.end))}`}
            </option>
          ))}
        </select>
      </div>
    </Section>
  );
}
