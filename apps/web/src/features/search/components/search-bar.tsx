import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '@storefront/ui/cn';
import { CloseIcon, HistoryIcon, SearchIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { Spinner } from '@storefront/ui/spinner';
import { itemPath, storePath } from '@/components/catalog/links';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { suggestionsQueryOptions } from '../api/get-suggestions';
import { addSearchHistory, clearSearchHistory, removeSearchHistory, useSearchHistory } from '../search-history';
import { searchPath } from '../search-path';

/** Suggestions wait 500 ms after typing stops. */
export const SUGGEST_DEBOUNCE_MS = 500;

type Option =
  | { kind: 'history'; term: string }
  | { kind: 'item'; id: number; name: string; sub: string; image: string; to: string }
  | { kind: 'store'; id: number; name: string; image: string; to: string };

/** The header search: suggestions while typing, the last 5 searches when empty, Enter to search. */
export function SearchBar({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const urlTerm = params.get('data_type') === 'searched' ? (params.get('search') ?? '') : '';
  const [text, setText] = useState(urlTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const history = useSearchHistory();
  const debounced = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const typed = text.trim();
  const suggestions = useQuery({ ...suggestionsQueryOptions(open ? debounced : ''), placeholderData: keepPreviousData });

  // A search made elsewhere (a link, going back) shows in the box.
  const [shownTerm, setShownTerm] = useState(urlTerm);
  if (shownTerm !== urlTerm) {
    setShownTerm(urlTerm);
    setText(urlTerm);
  }

  const options: Option[] = typed
    ? [
        ...(suggestions.data?.items ?? []).map((i): Option => ({ kind: 'item', id: i.id, name: i.name, sub: i.store_name, image: i.image_full_url, to: itemPath(i) })),
        ...(suggestions.data?.stores ?? []).map((s): Option => ({ kind: 'store', id: s.id, name: s.name, image: s.logo_full_url, to: storePath(s) })),
      ]
    : history.map((term): Option => ({ kind: 'history', term }));

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const search = (term: string) => {
    // An empty search is ignored.
    if (!term.trim()) return;
    addSearchHistory(term);
    setText(term.trim());
    close();
    inputRef.current?.blur();
    navigate(searchPath(term));
  };

  const choose = (option: Option) => {
    if (option.kind === 'history') return search(option.term);
    close();
    navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = open ? options[active] : undefined;
      if (option) choose(option);
      else search(text);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const showList = open && (typed !== '' || history.length > 0);
  const loading = typed !== '' && (debounced !== typed || suggestions.isFetching);

  return (
    <div className={cn('relative', className)}>
      <div className="flex h-11 items-center gap-2 rounded-full border border-line bg-surface-2 px-4 transition focus-within:border-brand-500 focus-within:bg-surface focus-within:ring-2 focus-within:ring-brand-500/30">
        <SearchIcon className="size-4.5 shrink-0 text-muted" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          data-testid="search-input"
          aria-label={t('search.label')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted/80 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {loading && open && <Spinner className="size-4 shrink-0 text-brand-600" />}
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('');
              setActive(-1);
              inputRef.current?.focus();
            }}
            aria-label={t('search.clear')}
            className="-me-2 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
      <div
        hidden={!showList}
        onMouseDown={(e) => e.preventDefault()}
        className="animate-pop-in absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-surface p-2 text-ink shadow-xl ring-1 ring-black/5 dark:ring-white/10"
      >
        {!typed && history.length > 0 && (
          <div className="flex items-center justify-between px-3 pt-1 pb-2">
            <p className="text-xs font-bold tracking-wide text-muted uppercase">{t('search.recent')}</p>
            <button type="button" onClick={clearSearchHistory} className="text-xs font-semibold text-brand-700 hover:underline dark:text-brand-400">
              {t('search.clear_all')}
            </button>
          </div>
        )}
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')}>
          {options.map((option, index) => (
            <li
              key={option.kind === 'history' ? `h-${option.term}` : `${option.kind}-${option.id}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              data-testid={`search-option-${option.kind}`}
              onClick={() => choose(option)}
              onMouseMove={() => setActive(index)}
              className={cn('flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2', index === active && 'bg-surface-2')}
            >
              {option.kind === 'history' ? (
                <>
                  <HistoryIcon className="size-4 shrink-0 text-muted" />
                  <span className="min-w-0 flex-1 truncate text-sm">{option.term}</span>
                  <button
                    type="button"
                    aria-label={t('search.remove_recent', { term: option.term })}
                    onClick={(e) => {
                      e.stopPropagation();
                      removeSearchHistory(option.term);
                    }}
                    className="grid size-7 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
                  >
                    <CloseIcon className="size-3.5" />
                  </button>
                </>
              ) : (
                <>
                  <Image src={option.image} alt="" className={cn('size-9 shrink-0 object-cover', option.kind === 'store' ? 'rounded-full' : 'rounded-lg')} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold">{option.name}</span>
                    <span className="block truncate text-xs text-muted">{option.kind === 'item' ? option.sub : t('search.store')}</span>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
        {typed && !loading && options.length === 0 && suggestions.isSuccess && (
          <p className="px-3 py-3 text-sm text-muted">{t('search.no_suggestions')}</p>
        )}
        {typed && (
          <button
            type="button"
            onClick={() => search(text)}
            className="mt-1 flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-start text-sm font-semibold text-brand-700 hover:bg-surface-2 dark:text-brand-400"
          >
            <SearchIcon className="size-4" />
            {t('search.search_for', { term: typed })}
          </button>
        )}
      </div>
    </div>
  );
}
