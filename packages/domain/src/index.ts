export * from './time/zoned-time';
export * from './availability/availability-types';
export * from './availability/compute-day-slots';
export * from './availability/booking-window';
export * from './geo/distance';
export * from './bookings/display-status';
export * from './bookings/refunds';
export * from './bookings/split-shares';
