import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { CloseIcon, PinIcon, SearchIcon } from '@storefront/ui/icons';
import { Spinner } from '@storefront/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { placeAutocompleteQueryOptions, type PlacePrediction } from '../api/get-place-autocomplete';
import { SEARCH_DEBOUNCE_MS } from '../constants';

export interface LocationSearchProps {
  onSelect: (prediction: PlacePrediction) => void;
  /** `hero` sits on the landing banner; `field` inside the picker. */
  variant?: 'hero' | 'field';
  autoFocus?: boolean;
  /** Text to start with, e.g. the place that opened the picker. */
  defaultValue?: string;
  className?: string;
}

/** Address search with place suggestions: a combobox whose list follows the keyboard. */
export function LocationSearch({ onSelect, variant = 'field', autoFocus, defaultValue = '', className }: LocationSearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  // Suggestions are for what the visitor types, not for the text a choice filled in.
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searchText = typing && text.trim() ? debounced.trim() : '';
  const suggestions = useQuery({ ...placeAutocompleteQueryOptions(searchText), placeholderData: keepPreviousData });
  const predictions = searchText ? (suggestions.data?.predictions ?? []) : [];
  const showList = open && searchText !== '';
  const hero = variant === 'hero';

  const choose = (prediction: PlacePrediction) => {
    setText(prediction.description);
    setTyping(false);
    setOpen(false);
    setActive(-1);
    onSelect(prediction);
  };

  const clear = () => {
    setText('');
    setTyping(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = predictions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter') {
      const prediction = predictions[active] ?? (showList ? predictions[0] : undefined);
      if (!prediction) return;
      event.preventDefault();
      choose(prediction);
    } else if (event.key === 'Escape' && showList) {
      // Close the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const activeId = showList && predictions[active] ? `${listId}-${active}` : undefined;
  let status: string | null = null;
  if (showList && predictions.length === 0) {
    if (suggestions.isError) status = t('location.search_failed');
    else if (suggestions.isSuccess && !suggestions.isPlaceholderData) status = t('location.no_results');
  }

  return (
    <div className={cn('relative', className)}>
      <div
        className={cn(
          'flex items-center gap-2 bg-surface text-ink transition focus-within:ring-2 focus-within:ring-brand-500',
          hero ? 'h-14 rounded-xl px-4' : 'h-12 rounded-xl border border-line px-3 focus-within:border-brand-500',
        )}
      >
        <SearchIcon className={cn('shrink-0 text-muted', hero ? 'size-5' : 'size-4.5')} />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          data-testid="location-search-input"
          data-autofocus={autoFocus || undefined}
          aria-label={t('location.search_label')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('location.search_placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyping(true);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(
            'h-full min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted/80 focus-visible:outline-none',
            hero ? 'text-base' : 'text-sm',
          )}
        />
        {typing && searchText && suggestions.isFetching && <Spinner className="size-4 shrink-0 text-brand-600" />}
        {text && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('location.clear_search')}
            className="-me-1 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('location.suggestions_label')}
        hidden={!showList || (predictions.length === 0 && !status)}
        className="animate-pop-in absolute inset-x-0 top-full z-30 mt-2 max-h-80 overflow-y-auto rounded-xl bg-surface p-1.5 text-ink shadow-xl ring-1 ring-black/5 dark:ring-white/10"
      >
        {predictions.map((prediction, index) => (
          <li
            key={prediction.place_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(prediction)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 text-start',
              index === active && 'bg-surface-2',
            )}
          >
            <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-400">
              <PinIcon className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold">
                {prediction.structured_formatting.main_text || prediction.description}
              </span>
              {prediction.structured_formatting.secondary_text && (
                <span className="block truncate text-xs text-muted">{prediction.structured_formatting.secondary_text}</span>
              )}
            </span>
          </li>
        ))}
        {status && (
          <li role="presentation" className="px-3 py-3 text-sm text-muted">
            {status}
          </li>
        )}
      </ul>
    </div>
  );
}
