/**
 * Texts of the venue-owner dashboard and the admin's venue decisions (owner-admin.md §5 and §8), shared
 * by the API (answers) and the browser (screens, toasts). The spec's own words where it has them; ours,
 * in the same voice, where it is silent.
 */
export const VENUE_MESSAGES = {
  // The venue form (§5) and its outcome (§8).
  requiredFields: 'Please fill in all required fields',
  imagesMissing: (sports: string[]) => `Please add at least one image for: ${sports.join(', ')}`,
  pricesInvalid: (sports: string[]) => `Please set a valid price for: ${sports.join(', ')}`,
  mustBeLoggedIn: 'You must be logged in to create a venue',
  venueCreated: 'Venue created successfully! It will be reviewed by an admin.',
  createFailed: 'Failed to create venue. Please try again.',
  createFailedWith: (serverError: string) => `Error: ${serverError}`,
  venueUpdated: 'Venue updated successfully!',
  updateFailed: 'Failed to update venue. Please try again.',
  updateFailedServer: 'Failed to update venue',
  pricingUpdated: 'Pricing updated successfully!',
  pricingFailed: 'Failed to update pricing. Please try again.',
  detailsUpdated: 'Venue details updated successfully!',
  detailsFailed: 'Failed to update venue details. Please try again.',
  sportNameInvalid: (names: string[]) =>
    `Sport names may use letters, numbers, spaces, '&' and '-' (up to 40 characters): ${names.join(', ')}`,
  unknownSport: (sport: string) => `This venue does not offer ${sport}.`,
  tooManyImages: (max: number) => `A venue can have at most ${max} images.`,
  imagesTooLarge: (megabytes: number) =>
    `The images are too large together (at most ${megabytes} MB in one save). Please choose fewer or smaller ones.`,
  imageNotOurs: 'Images must be new uploads or images already on this venue.',
  locationNotFound: 'We could not find this location. Please choose one of the suggestions.',
  backToReview:
    'Saved. Your new name, location or address will be reviewed by an admin; your listing stays on sale with its current details until then.',
  // A live venue's change of name, location or address (issue 30 §6, docs/decisions/0056).
  changeNeedsReviewTitle: 'Send this change for review?',
  changeNeedsReview:
    'A change to the name, location or address of a live venue is reviewed by an admin (usually within 1-2 business days). Your listing stays on sale with its current details until the change is approved.',
  changePending: 'Change awaiting review',
  changeRejected: 'Change not approved',
  changeApproved: 'Change approved: players now see the new details.',
  changeRejectedByAdmin: 'Change rejected. The listing keeps its current details.',
  changeWithdrawn: 'Change withdrawn. The listing keeps its current details.',
  noPendingChange: 'This venue has no change awaiting review.',
  changeDecisionFailed: 'Failed to decide the change. Please try again.',
  sportHasBookings: (sport: string) =>
    `${sport} has upcoming bookings, so it cannot be removed. Block its dates or wait until they have been played.`,
  courtsHeld: (sport: string, courts: number) =>
    `${sport} has ${courts} courts booked at the same hour, so it needs at least ${courts} courts.`,
  courtHasBookings: (sport: string, court: string) =>
    `${sport}: ${court} has upcoming bookings, so it cannot be removed. Move them to another court first.`,
  courtNameRequired: (sport: string) => `Every ${sport} court needs a name (up to 40 characters).`,
  courtNamesRepeated: (sport: string, name: string) =>
    `${sport} has two courts called "${name}". Court names must differ.`,
  venueCannotCancel: 'This booking can no longer be cancelled.',
  freeHoursInvalid: 'Free cancellation must be a whole number of hours from 0 to 168 (a week).',
  policySaved: 'Cancellation policy saved.',
  venueNotFound: 'Venue not found',
  ownerNotApproved:
    'Your account is under review. You can manage venues once an admin has approved it (usually 1-2 business days).',
  // The admin's decision (§8) and its guard.
  venueApproved: 'Venue approved successfully!',
  venueRejected: 'Venue rejected.',
  venueUnapproved: 'Venue unapproved.',
  approvalFailed: 'Failed to update venue approval.',
  onlyAdminApproves: 'Only an admin can approve a venue.',
  adminMayOnlyDecideApproval: 'Admins may only change the approval of a venue.',
  approveOwnerFirst: "Approve the venue owner's account before the venue.",
  // Availability (§8).
  availabilityUpdated: 'Availability updated successfully!',
  availabilityFailed: 'Failed to update availability. Please try again.',
  availabilitySaveFailed: 'Failed to save availability. Please try again.',
  availabilityFailedServer: 'Failed to update availability',
  scheduleSaved: (sport: string) => `${sport} schedule saved successfully!`,
  scheduleFailed: 'Failed to save schedule. Please try again.',
  sportBlocksSaved: (sport: string) => `${sport} blocking periods saved successfully!`,
  sportBlocksFailed: 'Failed to save sport blocking periods. Please try again.',
  specialUpdated: 'Special date updated successfully!',
  specialUpdateFailed: 'Failed to update special date. Please try again.',
  specialAdded: 'Special date added successfully!',
  specialAddFailed: 'Failed to add special date. Please try again.',
  specialRemoved: 'Special date removed successfully!',
  specialRemoveFailed: 'Failed to remove special date. Please try again.',
  datesBlocked: 'Dates blocked successfully!',
  blockFailed: 'Failed to block dates. Please try again.',
  dateUnblocked: 'Blocked period removed.',
  unblockFailed: 'Failed to remove the blocked period. Please try again.',
  selectDatesFirst: 'Please select dates first',
  venuePendingApproval: 'Venue Pending Approval',
  // Availability rules (ours; §5 names the pickers' windows only).
  weekNeedsEachDay: 'The weekly schedule needs each day of the week once.',
  closeBeforeOpen: (day: string) => `${day}: the closing time must be after the opening time.`,
  hoursNotWhole: (day: string, time: string) =>
    `${day}: ${time} is not a whole hour. Players book by the hour, so opening and closing times must be whole hours from 00:00 to 24:00.`,
  specialHoursNotWhole:
    'A special date must start and end on a whole hour from 00:00 to 24:00: players book by the hour.',
  specialWithoutPrice: "No price: the day opens at each sport's normal hourly price.",
  breakEndsBeforeStart: (day: string) => `${day}: a break must end after it starts.`,
  breakOutsideHours: (day: string) => `${day}: breaks must fall within the opening hours.`,
  breaksOverlap: (day: string) => `${day}: breaks must not overlap.`,
  blockEndsBeforeStart: 'A blocked period must end after it starts.',
  blockOutsideWindow: (days: number) => `Dates can be blocked from today up to ${days} days ahead.`,
  specialEndsBeforeStart: 'A special date must end after it starts.',
  specialOutsideWindow: 'Special dates can be set from today up to 2 years ahead.',
  specialPriceInvalid: 'Special date prices must be above £0 with at most 2 decimals.',
  // Closures that meet bookings (issue 12, item 7).
  closureAffectsBookings: (count: number) =>
    `This change would close ${count === 1 ? 'an hour a player has' : 'hours players have'} already booked. Confirm to cancel ${count === 1 ? 'that booking' : `those ${count} bookings`} with a full refund, or change your dates.`,
  closureBookingBusy: 'A booking in these hours is being changed right now. Please wait a moment and save again.',
  closureCancelled: (count: number) =>
    `${count === 1 ? '1 booking was' : `${count} bookings were`} cancelled and refunded in full.`,
} as const;
