/**
 * A search box that offers completions as the reader types (GET /jobs/suggest), in English,
 * Sinhala and Tamil: an ARIA 1.2 combobox with a list box. Up and Down move through the
 * suggestions, Enter takes the one chosen (else sends the form), Escape closes the list. Asking
 * waits until typing pauses, and a newer question cancels an older one. The code that asks is
 * loaded the first time the box is focused or typed in.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/react';

/** How long typing must pause before suggestions are asked for, in ms. */
export const SUGGEST_DELAY_MS = 200;
/** The fewest letters that get suggestions. */
const MIN_LETTERS = 2;

/** A completion of the words typed, and the script it is written in. */
export interface Suggestion {
  text: string;
  script: 'en' | 'si' | 'ta';
}

/** Asks for the completions of what was typed. */
export type SuggestionFetcher = (typed: string, signal?: AbortSignal) => Promise<Suggestion[]>;

interface SuggestInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was taken: search for it. */
  onPick: (value: string) => void;
  /** Loads the fetcher of suggestions, the first time the box needs it. */
  loadSuggestions: () => Promise<SuggestionFetcher>;
  placeholder?: string;
  className?: string;
}

export function SuggestInput({
  id,
  name,
  value,
  onChange,
  onPick,
  loadSuggestions,
  placeholder,
  className,
}: SuggestInputProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState<string | null>(null);
  const fetcher = useRef<Promise<SuggestionFetcher> | null>(null);

  useEffect(() => {
    if (typed === null) return;
    const words = typed.trim();
    if ([...words].length < MIN_LETTERS) {
      setOptions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      (fetcher.current ??= loadSuggestions())
        .then((fetch) => fetch(words, controller.signal))
        .then((found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch(() => {
          // Suggestions are a help only: without them the box works as a plain search box.
          if (!controller.signal.aborted) setOpen(false);
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, loadSuggestions]);

  function pick(option: Suggestion) {
    onChange(option.text);
    setOpen(false);
    setActive(-1);
    setTyped(null);
    onPick(option.text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const count = options.length;
      const down = event.key === 'ArrowDown';
      setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const expanded = open && options.length > 0;
  const activeId = expanded && active >= 0 && active < options.length ? `${listId}-${active}` : undefined;
  return (
    <>
      <input
        id={id}
        type="search"
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setTyped(event.target.value);
        }}
        onFocus={() => void (fetcher.current ??= loadSuggestions()).catch(() => undefined)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-auto rounded-lg border border-gray-200 bg-white py-1 text-left shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={`${option.script}:${option.text}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            lang={option.script}
            // Taken on mouse down, before the box's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
            className={`flex min-h-11 cursor-pointer items-center px-3 text-base text-gray-900 ${
              index === active ? 'bg-teal-50 text-teal-900' : 'hover:bg-gray-50'
            }`}
          >
            {option.text}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? t('search.suggestionsCount', { count: options.length }) : ''}
      </p>
    </>
  );
}
