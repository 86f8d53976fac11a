import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLatest } from "../../client/ui/useLatest";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "./useDebouncedValue";

export interface SearchInputProps {
  /** The search in effect (from the address). When it changes from elsewhere (back, forward, a link), the box shows it. */
  readonly value: string;
  /** Called with the trimmed text once typing pauses (or on Enter), when it differs from `value`. */
  readonly onSearch: (text: string) => void;
  /** The accessible name of the box. */
  readonly label: string;
  readonly placeholder?: string;
  readonly delayMs?: number;
  readonly maxLength?: number;
  readonly className?: string;
}

interface Draft {
  readonly text: string;
  /** Typed by the person, as opposed to shown because the search changed elsewhere. */
  readonly edited: boolean;
}

/**
 * A search box whose text searches after a pause in typing (500 ms, SPEC §9). It keeps its own
 * text while typing, so focus and caret stay put while results load, and follows `value` when the
 * search changes some other way, dropping an edit that had not been sent yet.
 */
export function SearchInput({ value, onSearch, label, placeholder, delayMs = SEARCH_DEBOUNCE_MS, maxLength, className }: SearchInputProps) {
  const [draft, setDraft] = useState<Draft>({ text: value, edited: false });
  const debounced = useDebouncedValue(draft, delayMs);
  // The last search this box asked for or was given: a `value` equal to it is our own echo.
  const known = useRef(value);
  const onSearchRef = useLatest(onSearch);
  const id = useId();

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    setDraft({ text: value, edited: false });
  }, [value]);

  const send = useCallback((text: string) => {
    const trimmed = text.trim();
    if (trimmed === known.current) return;
    known.current = trimmed;
    onSearchRef.current(trimmed);
  }, []);

  useEffect(() => {
    if (debounced.edited) send(debounced.text);
  }, [debounced, send]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(draft.text);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom; the role works everywhere.
    <form role="search" className={className ? `site-search ${className}` : "site-search"} onSubmit={onSubmit}>
      <label htmlFor={id} className="site-visually-hidden">
        {label}
      </label>
      <svg className="site-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        className="site-search__input"
        type="search"
        value={draft.text}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft({ text: event.target.value, edited: true })}
      />
    </form>
  );
}
