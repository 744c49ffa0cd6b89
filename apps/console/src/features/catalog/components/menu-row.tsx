import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleItemRow } from '@storefront/contract';
import { PencilIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import type { RowChange } from '../api/switch-menu-item';
import { RowSwitch } from '../../../lib/row-switch';

export interface MenuRowProps {
  row: ConsoleItemRow;
  /** The store keeps stock (not a food store). */
  stockKept: boolean;
  canEditStock: boolean;
  canEditMenu: boolean;
  onChange: (row: ConsoleItemRow, change: RowChange) => void;
  editHref: string;
}


/**
 * The row's stock, set when the field is left or Enter is pressed, if it changed and is a whole number.
 * While it is not being typed in it shows the list's value: the change at once, and the old value
 * again when the server refuses it.
 */
function StockField({ row, label, onCommit }: { row: ConsoleItemRow; label: string; onCommit: (stock: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const stock = Number(draft);
    setDraft(null);
    if (draft !== null && draft.trim() !== '' && Number.isInteger(stock) && stock >= 0 && stock !== row.stock) onCommit(stock);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      dir="ltr"
      aria-label={label}
      value={draft ?? String(row.stock)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      className="h-10 w-20 rounded-lg border border-line bg-surface px-2 text-end text-sm tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
    />
  );
}

/** One item of the menu list: picture, name and category, price, and the quick switches its viewer may use. */
export function MenuRow({ row, stockKept, canEditStock, canEditMenu, onChange, editHref }: MenuRowProps) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const discount = row.discount > 0 ? (row.discount_type === 'percent' ? `−${row.discount}%` : `−${money.format(row.discount)}`) : null;
  return (
    <li className="grid grid-cols-[3rem_1fr_auto] items-center gap-x-3 gap-y-2 border-b border-line px-3 py-3 last:border-b-0 sm:grid-cols-[3rem_1fr_auto_auto] sm:px-4">
      <Image src={row.image} alt="" className="size-12 rounded-lg object-cover" />
      <div className="min-w-0">
        <p className="truncate font-semibold"><bdi>{row.name}</bdi></p>
        <p className="truncate text-xs text-muted">
          <bdi>{row.category.name}</bdi>
          {!row.active && <span className="ms-2 rounded bg-black/10 px-1.5 py-0.5 font-semibold dark:bg-white/10">{t('catalog.state_inactive')}</span>}
        </p>
      </div>
      <div className="text-end text-sm tabular-nums" dir="ltr">
        <p className="font-semibold">{money.format(row.price)}</p>
        {discount && <p className="text-xs text-brand-700 dark:text-brand-300">{discount}</p>}
      </div>
      <div className="col-span-2 col-start-2 flex items-center justify-end gap-3 sm:col-span-1 sm:col-start-auto">
        {stockKept && (row.has_variations || !canEditStock ? (
          <span className="w-20 text-end text-sm tabular-nums" title={row.has_variations ? t('catalog.stock_from_variations') : undefined}>
            {row.has_variations ? t('catalog.per_variation') : row.stock}
          </span>
        ) : (
          <StockField row={row} label={t('catalog.stock_of', { name: row.name })} onCommit={(stock) => onChange(row, { stock })} />
        ))}
        <RowSwitch checked={row.active} disabled={!canEditMenu} label={t('catalog.active_of', { name: row.name })} onChange={(active) => onChange(row, { active })} />
        <Link
          to={editHref}
          aria-label={t('catalog.edit_of', { name: row.name })}
          className="grid size-10 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
        >
          <PencilIcon className="size-4" />
        </Link>
      </div>
    </li>
  );
}
