import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@storefront/ui/icons';
import { useStoreChoices } from '../api/store-choices';

export interface StoreChoice {
  id: number;
  name: string;
}

/**
 * The store the order list is narrowed to, as a combobox: typing offers the stores whose name holds the
 * text in any language; the arrow keys move through them, Enter takes one, Escape closes the list; the
 * button beside it goes back to every store. As wide as the row on a phone.
 */
export function StorePicker({ value, onValue }: { value: StoreChoice | null; onValue: (store: StoreChoice | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // What is typed; null while nothing is, when the field shows the chosen store.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const choices = useStoreChoices(text ?? '', open);
  const stores = choices.data?.stores ?? [];
  const current = Math.min(active, stores.length - 1);
  const close = () => {
    setOpen(false);
    setText(null);
    setActive(0);
  };
  const pick = (store: StoreChoice) => {
    onValue(store);
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      setActive(Math.max(0, Math.min(current + (e.key === 'ArrowDown' ? 1 : -1), stores.length - 1)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      if (stores[current]) pick(stores[current]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };
  const optionId = (storeId: number) => `${id}-store-${storeId}`;
  return (
    <div className="relative flex min-w-[min(100%,16rem)] flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={`${id}-input`} className="text-xs font-semibold text-muted">{t('business_orders.store')}</label>
      <div className="flex items-center gap-1 rounded-xl border border-line bg-surface pe-1 focus-within:ring-2 focus-within:ring-brand-500">
        <input id={`${id}-input`} role="combobox" aria-expanded={open} aria-controls={`${id}-list`} aria-autocomplete="list"
          aria-activedescendant={open && stores[current] ? optionId(stores[current].id) : undefined}
          value={text ?? value?.name ?? ''} placeholder={t('business_orders.store_any')} dir="auto" autoComplete="off"
          onChange={(e) => { setText(e.target.value); setOpen(true); setActive(0); }}
          onClick={() => setOpen(true)} onBlur={close} onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-xl bg-transparent px-3 py-2 text-sm text-ink outline-none" />
        {value && (
          <button type="button" onClick={() => onValue(null)} aria-label={t('business_orders.store_clear', { name: value.name })}
            className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink">
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
      {open && (
        <ul id={`${id}-list`} role="listbox" aria-label={t('business_orders.store')}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-xl border border-line bg-surface py-1 shadow-lg">
          {stores.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm text-muted">{choices.isFetching ? t('business_orders.store_loading') : t('business_orders.store_none')}</li>
          ) : stores.map((store, i) => (
            <li key={store.id} id={optionId(store.id)} role="option" aria-selected={i === current}
              // Taken on the press, before the field loses focus and closes the list.
              onMouseDown={(e) => { e.preventDefault(); pick(store); }} onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${i === current ? 'bg-surface-2 font-semibold' : ''} ${store.id === value?.id ? 'text-brand-700 dark:text-brand-300' : ''}`}>
              <bdi>{store.name}</bdi>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
