/** A greenhouse's climate over one day, one reading per hour from 00:00 to 23:00. */
export const hours = Array.from({ length: 24 }, (_, hour) => hour);

export const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Relative humidity, in %. */
export const humidity = [
  78, 79, 80, 81, 81, 80, 77, 73, 69, 65, 62, 59, 57, 56, 56, 58, 61, 64, 68, 71, 73,
  75, 76, 77,
];

/** Air temperature, in °C. */
export const temperature = [
  16.2, 15.8, 15.5, 15.1, 14.9, 15.2, 16.4, 18.1, 20.3, 22.4, 24.1, 25.6, 26.8, 27.5,
  27.9, 27.4, 26.2, 24.5, 22.6, 20.9, 19.6, 18.5, 17.6, 16.8,
];
