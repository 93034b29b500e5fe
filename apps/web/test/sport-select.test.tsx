// @vitest-environment jsdom
import { SEARCH_SPORTS } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SportSelect } from '@/components/sport-select';
import { jsonResponse as json, renderWithProviders, requestUrl, stubFetch } from './support/render-app';

const fetchMock = stubFetch();

const optionNames = () =>
  within(screen.getByLabelText('Sport'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SportSelect', () => {
  it('offers every sport venues offer, as the API lists them', async () => {
    fetchMock.mockImplementation(async (input) => {
      expect(requestUrl(input).pathname).toBe('/api/venues/sports/');
      return json({ success: true, sports: ['Climbing', 'Golf', 'Padel', 'Tennis'] });
    });
    renderWithProviders(<SportSelect value="" onChange={() => {}} />);
    await waitFor(() => expect(optionNames()).toEqual(['All sports', 'Climbing', 'Golf', 'Padel', 'Tennis']));
  });

  it("keeps the spec's sports when the list cannot be loaded, and shows a linked sport as chosen", async () => {
    fetchMock.mockResolvedValue(json({ success: false, message: 'down' }, 503));
    renderWithProviders(<SportSelect value="Quidditch" onChange={() => {}} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(optionNames()).toEqual(['All sports', ...SEARCH_SPORTS, 'Quidditch']);
    expect(screen.getByLabelText<HTMLSelectElement>('Sport').value).toBe('Quidditch');
  });
});
