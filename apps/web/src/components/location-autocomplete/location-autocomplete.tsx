import { clsx } from 'clsx';
import { MapPin } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { fieldClassName } from '@/components/ui/field-styles';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { LabelledSuggestion } from './fetch-location-suggestions';
import { useLocationSuggestions } from './use-location-suggestions';

/** A suggestion the person chose; coordinates are null when the place service did not know them. */
export interface SelectedPlace {
  description: string;
  place_id: string;
  lat: number | null;
  lng: number | null;
}

/** The field's text and, when the text came from a suggestion, that place. Typing clears the place. */
export interface LocationValue {
  text: string;
  place: SelectedPlace | null;
}

export interface LocationAutocompleteProps {
  label: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  name?: string;
  placeholder?: string;
  className?: string;
  labelClassName?: string;
}

/**
 * Location field with place suggestions (player.md §2), following the WAI-ARIA combobox pattern with
 * a listbox popup: focus stays in the input, aria-activedescendant names the highlighted option;
 * ArrowDown/ArrowUp move, Enter chooses, Escape closes.
 */
export function LocationAutocomplete({
  label,
  value,
  onChange,
  name,
  placeholder,
  className,
  labelClassName,
}: LocationAutocompleteProps) {
  const inputId = useId();
  const listboxId = useId();
  const statusId = useId();
  // What the person last typed; null until they type, and again once they choose a suggestion.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { suggestions, loading, answered } = useLocationSuggestions(query);

  const hasOptions = suggestions.length > 0;
  const showEmpty = answered && !hasOptions;
  const popupOpen = open && query !== null && (loading || hasOptions || showEmpty);
  const listOpen = popupOpen && hasOptions;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const active = listOpen && activeIndex >= 0 && activeIndex < suggestions.length ? activeIndex : -1;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const choose = (suggestion: LabelledSuggestion) => {
    onChange({
      text: suggestion.description,
      place: {
        description: suggestion.description,
        place_id: suggestion.place_id,
        lat: suggestion.lat,
        lng: suggestion.lng,
      },
    });
    setQuery(null);
    setOpen(false);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count || query === null) return;
        event.preventDefault();
        setOpen(true);
        setActiveIndex(listOpen ? (active + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (!count || query === null) return;
        event.preventDefault();
        setOpen(true);
        setActiveIndex(listOpen && active > 0 ? active - 1 : count - 1);
        break;
      case 'Enter': {
        const suggestion = active >= 0 ? suggestions[active] : undefined;
        if (!suggestion) return; // no highlighted option: Enter submits the surrounding form as usual
        event.preventDefault();
        choose(suggestion);
        break;
      }
      case 'Escape':
        if (!popupOpen) return;
        event.preventDefault();
        // Keeps an enclosing dialog open: this Escape only closes the suggestions.
        event.stopPropagation();
        setOpen(false);
        setActiveIndex(-1);
        break;
      default:
    }
  };

  return (
    <div className={clsx('relative space-y-1.5', className)}>
      <Label htmlFor={inputId} className={labelClassName}>
        {label}
      </Label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={inputId}
          type="text"
          name={name}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={popupOpen && !hasOptions ? statusId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value.text}
          className={clsx(fieldClassName, 'pl-9')}
          onChange={(event) => {
            const text = event.target.value;
            onChange({ text, place: null });
            setQuery(text);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
          }}
          onKeyDown={handleKeyDown}
        />
      </div>

      <div
        hidden={!popupOpen}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white text-left shadow-lg"
      >
        {popupOpen && !hasOptions && (
          <p id={statusId} role="status" className="flex items-center gap-2 px-3 py-2.5 text-sm text-slate-700">
            {loading ? (
              <>
                <Spinner className="size-4 text-emerald-700" />
                Loading locations...
              </>
            ) : (
              'No locations found'
            )}
          </p>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Suggested places"
          hidden={!listOpen}
          className="max-h-60 overflow-y-auto py-1"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.place_id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={clsx(
                'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm text-slate-900',
                index === active ? 'bg-emerald-50 text-emerald-950' : 'hover:bg-slate-50',
              )}
              // Keeps focus in the input so the click lands before the blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => choose(suggestion)}
            >
              <span className="min-w-0 truncate">{suggestion.description}</span>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {suggestion.typeLabel}
              </span>
            </li>
          ))}
        </ul>
        {loading && hasOptions && (
          <p role="status" className="border-t border-slate-100 px-3 py-1.5 text-xs text-slate-600">
            Loading locations...
          </p>
        )}
      </div>
    </div>
  );
}
