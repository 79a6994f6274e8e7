import dayjs, { type Dayjs } from 'dayjs';

/** Nights already booked at the holiday rental: each booking runs from arrival to departure. */
export const bookings: ReadonlyArray<{
  guest: string;
  arrival: Dayjs;
  departure: Dayjs;
}> = [
  {
    guest: 'Okafor family',
    arrival: dayjs('2025-07-05'),
    departure: dayjs('2025-07-12'),
  },
  {
    guest: 'M. Lindqvist',
    arrival: dayjs('2025-07-19'),
    departure: dayjs('2025-07-23'),
  },
  {
    guest: 'Tanaka party',
    arrival: dayjs('2025-07-26'),
    departure: dayjs('2025-08-02'),
  },
];

/** True when the night starting on `day` is taken by a booking. */
export function isNightBooked(day: Dayjs): boolean {
  return bookings.some(
    ({ arrival, departure }) =>
      !day.isBefore(arrival, 'day') && day.isBefore(departure, 'day'),
  );
}

/** The first booking whose nights overlap the stay from `arrival` to `departure`, if any. */
export function findOverlap(arrival: Dayjs, departure: Dayjs) {
  return bookings.find(
    (booking) =>
      arrival.isBefore(booking.departure, 'day') &&
      booking.arrival.isBefore(departure, 'day'),
  );
}
