'use client';
// Text box with a suggestion list (ARIA 1.2 combobox): suggests once at least 1 character is
// typed, arrow keys move, Enter picks, Escape closes; the list hides 200 ms after focus leaves
// (spec §9) so a click on a suggestion still lands.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/utils';
import { foldTurkish } from '@/platform/text/turkish';

export interface AutocompleteOption {
  key: string;
  label: string;
  /** Extra words that match ('Kadıköy' also matches 'İstanbul'). */
  keywords?: string;
  hint?: string;
}

interface AutocompleteProps<T extends AutocompleteOption> {
  id?: string;
  label: string;
  placeholder: string;
  icon: ReactNode;
  options: readonly T[];
  /** The chosen option's label shows in the box; typing again clears the choice. */
  selected: T | null;
  onSelect: (option: T | null) => void;
  emptyText: string;
  maxSuggestions?: number;
}

export const SUGGEST_MIN_CHARS = 1;
export const HIDE_DELAY_MS = 200;

export function Autocomplete<T extends AutocompleteOption>({
  id, label, placeholder, icon, options, selected, onSelect, emptyText, maxSuggestions = 8,
}: AutocompleteProps<T>) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const [text, setText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => { if (hideTimer.current) clearTimeout(hideTimer.current); }, []);

  const matches = useMemo(() => {
    const needle = foldTurkish(text.trim());
    if (needle.length < SUGGEST_MIN_CHARS) return [];
    const starts: T[] = [];
    const contains: T[] = [];
    for (const option of options) {
      const label = foldTurkish(option.label);
      if (label.startsWith(needle)) starts.push(option);
      else if (label.includes(needle) || (option.keywords && foldTurkish(option.keywords).includes(needle))) contains.push(option);
    }
    return [...starts, ...contains].slice(0, maxSuggestions);
  }, [text, options, maxSuggestions]);

  const expanded = open && text.trim().length >= SUGGEST_MIN_CHARS;

  function choose(option: T) {
    setText(option.label);
    onSelect(option);
    setOpen(false);
    setActive(-1);
  }

  return (
    <div className="relative flex-1">
      <label htmlFor={inputId} className="sr-only">{label}</label>
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">{icon}</span>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        className="h-12 w-full rounded-lg border border-input bg-background pr-3 pl-10 text-base text-foreground outline-hidden placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40"
        onChange={(event) => {
          setText(event.target.value);
          if (selected) onSelect(null);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          if (hideTimer.current) clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), HIDE_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (matches.length ? (i + 1) % matches.length : -1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => (matches.length ? (i <= 0 ? matches.length - 1 : i - 1) : -1));
          } else if (event.key === 'Enter' && expanded && active >= 0 && matches[active]) {
            event.preventDefault();
            choose(matches[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border bg-popover py-1 text-left text-popover-foreground shadow-lg"
      >
        {matches.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted-foreground">
            {emptyText}
          </li>
        ) : (
          matches.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
                index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
              // Keep focus in the box so blur's 200 ms timer never races the pick.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <span>{option.label}</span>
              {option.hint ? <span className="text-xs text-muted-foreground">{option.hint}</span> : null}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
