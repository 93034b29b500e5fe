import type { OwnerVenue } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CalendarTab } from './calendar-tab';
import { DeskBookingDialog } from './desk-booking-dialog';
import { NewBookingDialog, type NewBookingStart } from './new-booking-dialog';

/**
 * The owner's Calendar tab with the front desk in it (issue 30 §2–4): a free court-hour starts a new
 * booking on that court, and a booking's details lead to its actions.
 */
export function FrontDeskCalendar({ venue }: { venue: OwnerVenue }) {
  const [adding, setAdding] = useState<NewBookingStart | null>(null);
  const [managing, setManaging] = useState<number | null>(null);
  return (
    <>
      <CalendarTab
        venueId={venue.id}
        onAddBooking={(slot) => setAdding(slot)}
        bookingActions={(booking) => (
          <Button size="sm" onClick={() => setManaging(booking.id)}>
            Manage booking
          </Button>
        )}
      />
      <NewBookingDialog venue={venue} start={adding} onClose={() => setAdding(null)} />
      <DeskBookingDialog venue={venue} bookingId={managing} now={new Date()} onClose={() => setManaging(null)} />
    </>
  );
}
