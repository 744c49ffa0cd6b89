import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { useParcelInstructions } from '../api/get-parcel-instructions';

/** The courier's instruction: one of order/parcel-instructions, or the sender's own words. */
export function InstructionPicker({ value, onChange }: { value: string; onChange: (instruction: string) => void }) {
  const { t } = useTranslation();
  const instructions = useParcelInstructions().data?.data ?? [];
  return (
    <div>
      <label htmlFor="parcel-instruction" className="mb-2 block text-sm font-bold">{t('parcel.instruction')}</label>
      {instructions.length > 0 && (
        <div className="mb-2 flex flex-wrap gap-2">
          {instructions.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={value === item.instruction}
              onClick={() => onChange(value === item.instruction ? '' : item.instruction)}
              className={cn(
                'max-w-full rounded-full border px-3 py-1.5 text-start text-xs font-semibold break-words',
                value === item.instruction ? 'border-brand-600 bg-brand-600 text-white' : 'border-line hover:bg-surface-2',
              )}
            >
              {item.instruction}
            </button>
          ))}
        </div>
      )}
      <textarea
        id="parcel-instruction"
        placeholder={t('parcel.instruction_placeholder')}
        maxLength={500}
        rows={2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-xl border border-line bg-surface p-3 text-sm outline-none focus:border-brand-500"
      />
    </div>
  );
}
