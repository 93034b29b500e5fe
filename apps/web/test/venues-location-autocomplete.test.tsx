// @vitest-environment jsdom
import type { LocationSuggestion } from '@app/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationAutocomplete, type LocationValue } from '@/components/location-autocomplete';
import { jsonResponse, requestUrl, stubFetch } from './support/render-app';

const SUGGESTIONS: LocationSuggestion[] = [
  {
    description: 'Camden, London, UK',
    place_id: 'camden',
    types: ['locality', 'political'],
    lat: 51.539,
    lng: -0.1426,
  },
  { description: 'Camden Road, London, UK', place_id: 'camden-road', types: ['route'], lat: 51.544, lng: -0.132 },
  {
    description: 'Camden Market, London, UK',
    place_id: 'camden-market',
    types: ['establishment'],
    lat: 51.5415,
    lng: -0.1465,
  },
];

const fetchMock = stubFetch();
let changes: LocationValue[] = [];

function Harness() {
  const [value, setValue] = useState<LocationValue>({ text: '', place: null });
  return (
    <LocationAutocomplete
      label="Location"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

/** Runs the debounce timer and lets the stubbed fetch settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

const input = () => screen.getByRole('combobox', { name: 'Location' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(input(), { key: name });
const requestedQueries = () => fetchMock.mock.calls.map(([url]) => requestUrl(url).searchParams.get('query'));

beforeEach(() => {
  vi.useFakeTimers();
  changes = [];
  fetchMock.mockImplementation(async () => jsonResponse({ success: true, suggestions: SUGGESTIONS }));
  render(<Harness />);
  fireEvent.focus(input());
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LocationAutocomplete', () => {
  it('waits for 3 trimmed characters and 500 ms of quiet before asking', async () => {
    type('  Ca  ');
    await advance(1000);
    expect(fetchMock).not.toHaveBeenCalled();

    type('Cam');
    await advance(300);
    type('Camd');
    await advance(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(requestedQueries()).toEqual(['Camd']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/google-maps/autocomplete/');
  });

  it('shows options with their type labels and wires the combobox to the listbox', async () => {
    type('Camd');
    await advance(500);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Camden, London, UKCity',
      'Camden Road, London, UKStreet',
      'Camden Market, London, UKPlace',
    ]);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    expect(listbox.className).toContain('max-h-60');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('lists each place once, even when the answer names it twice (same text or same id)', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({
        success: true,
        suggestions: [
          ...SUGGESTIONS,
          {
            description: 'camden,  London, UK ',
            place_id: 'camden-venues',
            types: ['locality'],
            lat: 51.539,
            lng: -0.1426,
          },
          {
            description: 'Camden Road Station, London, UK',
            place_id: 'camden-road',
            types: ['route'],
            lat: 51.544,
            lng: -0.132,
          },
        ],
      }),
    );
    type('Camd');
    await advance(500);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Camden, London, UKCity',
      'Camden Road, London, UKStreet',
      'Camden Market, London, UKPlace',
    ]);
  });

  it('moves with the arrow keys, wraps, and selects with Enter', async () => {
    type('Camd');
    await advance(500);
    key('ArrowDown');
    const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toContain('Camden, London, UK');
    key('ArrowDown');
    expect(active()).toContain('Camden Road');
    key('ArrowUp');
    key('ArrowUp');
    expect(active()).toContain('Camden Market'); // wrapped to the last
    key('ArrowDown');
    expect(active()).toContain('Camden, London, UK'); // and back round to the first
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');

    key('Enter');
    expect(changes.at(-1)).toEqual({
      text: 'Camden, London, UK',
      place: { description: 'Camden, London, UK', place_id: 'camden', lat: 51.539, lng: -0.1426 },
    });
    expect((input() as HTMLInputElement).value).toBe('Camden, London, UK');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    // Choosing does not start another search.
    await advance(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the chosen place as soon as free text is typed', async () => {
    type('Camd');
    await advance(500);
    key('ArrowDown');
    key('Enter');
    expect(changes.at(-1)?.place?.place_id).toBe('camden');
    type('Camden, London, U');
    expect(changes.at(-1)).toEqual({ text: 'Camden, London, U', place: null });
  });

  it('closes with Escape', async () => {
    type('Camd');
    await advance(500);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    key('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    key('Enter');
    expect(changes.every((change) => change.place === null)).toBe(true);
  });

  it('shows "Loading locations..." while waiting and "No locations found" for an empty answer', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    type('Zzzq');
    await advance(500);
    expect(screen.getByRole('status').textContent).toContain('Loading locations...');
    await act(async () => {
      answer(jsonResponse({ success: true, suggestions: [] }));
    });
    await advance(0);
    expect(screen.getByRole('status').textContent).toBe('No locations found');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('treats a 401 as no suggestions and warns in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: false, error: 'Not signed in', code: 'UNAUTHENTICATED' }, 401),
    );
    type('Camd');
    await advance(500);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No locations found');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats any other failure as no suggestions, silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    type('Camd');
    await advance(500);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
