import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';
import { CheckIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { useUpdateInterest } from '../api/update-interest';

export interface InterestPickerProps {
  categories: Category[];
  /** The customer's current choice. */
  initial: number[];
  /** After saving or skipping. */
  onDone: () => void;
}

/** /interest: toggle categories, then save them (POST customer/update-interest) or skip. */
export function InterestPicker({ categories, initial, onDone }: InterestPickerProps) {
  const { t } = useTranslation();
  const update = useUpdateInterest();
  const [chosen, setChosen] = useState(() => new Set(initial));

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const save = () =>
    update.mutate([...chosen], {
      onSuccess: () => {
        toast.success(t('interest.updated'));
        onDone();
      },
    });

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {categories.map((category) => {
          const selected = chosen.has(category.id);
          return (
            <li key={category.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => toggle(category.id)}
                data-testid="interest-option"
                className={cn(
                  'relative flex w-full items-center gap-3 rounded-2xl border p-3 text-start text-sm font-semibold transition',
                  selected ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200' : 'border-line bg-surface hover:bg-surface-2',
                )}
              >
                <Image src={category.image_full_url} alt="" className="size-11 shrink-0 rounded-xl object-cover" />
                <span className="min-w-0 flex-1 truncate">{category.name}</span>
                {selected && <CheckIcon className="size-4.5 shrink-0 text-brand-600" />}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone}>
          {t('interest.skip')}
        </Button>
        <Button onClick={save} disabled={update.isPending || (chosen.size === 0 && initial.length === 0)}>
          {update.isPending && <Spinner className="size-4.5" />}
          {t('interest.save')}
        </Button>
      </div>
    </>
  );
}
