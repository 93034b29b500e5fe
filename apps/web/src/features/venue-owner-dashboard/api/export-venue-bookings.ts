import { useMutation } from '@tanstack/react-query';
import { ApiError, buildApiUrl } from '@/lib/api-client';
import { readStoredToken } from '@/lib/auth/auth-storage';
import { bookingFilterQuery, type BookingFilters } from '../lib/booking-filters';
import { bookingsCsvFilename } from '../lib/bookings-csv-filename';

/**
 * GET /api/venues/{id}/bookings/export/ (text/csv) with the tab's filters. A plain link cannot carry
 * the Authorization header, so the file is fetched and handed to the browser as a blob download.
 */
export async function downloadBookingsCsv(input: {
  venueId: number;
  venueName: string;
  filters: BookingFilters;
  today: string;
}): Promise<string> {
  const token = readStoredToken();
  const response = await fetch(
    buildApiUrl(`/venues/${input.venueId}/bookings/export/`, bookingFilterQuery(input.filters)),
    {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Token ${token}` } : {}) },
    },
  );
  if (!response.ok) throw new ApiError(response.status, 'Failed to export bookings. Please try again.', 'HTTP_ERROR');
  const blob = await response.blob();
  const filename = bookingsCsvFilename(input.venueName, input.filters, input.today);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

export function useExportBookingsCsv() {
  return useMutation({ mutationFn: downloadBookingsCsv });
}
