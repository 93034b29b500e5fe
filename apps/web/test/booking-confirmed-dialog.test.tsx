// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingConfirmedDialog } from '@/features/booking/components/booking-confirmed-dialog';
import type { BookingConfirmation } from '@/features/booking/lib/booking-confirmation';

const CONFIRMATION: BookingConfirmation = {
  bookingId: 4812,
  bookingCode: 'SB-7K3Q9X',
  paymentIntentId: 'pi_sandbox_0123456789abcdef',
  amountPaid: 65,
  amountPaidPence: 6500,
  splitPayment: false,
  venueName: 'Camden Racquet Centre',
  sport: 'Tennis',
  date: '2026-11-28',
  timeSlots: ['10:00', '11:00'],
  mobileNumber: '07700 900123',
  paymentMethodId: 'pm_1',
  paymentStatus: 'succeeded',
  bookingStatus: 'confirmed',
  confirmedAt: '2026-11-24T16:00:00.000Z',
  status: 'success',
};

describe('Booking Confirmed dialog', () => {
  it('gives the booking reference and never the internal payment id', () => {
    render(<BookingConfirmedDialog confirmation={CONFIRMATION} onContinue={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Booking Confirmed!' });
    const reference = within(dialog).getByText('Booking reference');
    expect(reference.nextElementSibling?.textContent).toBe('SB-7K3Q9X');
    expect(dialog.textContent).toContain('Camden Racquet Centre');
    expect(dialog.textContent).toContain('£65.00');
    expect(dialog.textContent).not.toContain('pi_sandbox_0123456789abcdef');
    expect(within(dialog).queryByText(/Payment ID/i)).toBeNull();
  });
});
