import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '@app/contracts';
import { useEffect, useState } from 'react';
import type { LabelledSuggestion } from './fetch-location-suggestions';

interface Answer {
  query: string;
  suggestions: LabelledSuggestion[];
}

interface LocationSuggestionsState {
  suggestions: LabelledSuggestion[];
  loading: boolean;
  /** True once the server has answered for the current text (so an empty list means "none found"). */
  answered: boolean;
}

/**
 * Suggestions for what the person typed: asked only for at least AUTOCOMPLETE_MIN_CHARS trimmed
 * characters, AUTOCOMPLETE_DEBOUNCE_MS after the last keystroke; an older request is cancelled by a newer
 * one. `query` null means "not searching" (nothing typed yet, or a suggestion was just chosen).
 */
export function useLocationSuggestions(query: string | null): LocationSuggestionsState {
  const trimmed = query?.trim() ?? '';
  const searching = trimmed.length >= AUTOCOMPLETE_MIN_CHARS;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pendingQuery, setPendingQuery] = useState<string | null>(null);

  useEffect(() => {
    if (!searching) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setPendingQuery(trimmed);
      void import('./fetch-location-suggestions')
        .then(({ fetchLocationSuggestions }) => fetchLocationSuggestions(trimmed, controller.signal))
        .then((suggestions) => {
          if (controller.signal.aborted) return;
          setAnswer({ query: trimmed, suggestions });
          setPendingQuery(null);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [searching, trimmed]);

  if (!searching) return { suggestions: [], loading: false, answered: false };
  const current = answer?.query === trimmed;
  return {
    // Earlier suggestions stay visible while the next ones are on their way.
    suggestions: answer?.suggestions ?? [],
    loading: pendingQuery === trimmed,
    answered: current && pendingQuery !== trimmed,
  };
}
