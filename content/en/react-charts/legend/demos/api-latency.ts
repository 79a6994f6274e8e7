/** Response time of an API over one day, per hour, in milliseconds. */
export const hours = Array.from({ length: 24 }, (_, hour) => hour);

export const latency = {
  p50: [
    41, 39, 38, 37, 37, 38, 44, 52, 61, 66, 68, 67, 70, 69, 66, 64, 63, 65, 62, 57,
    52, 48, 45, 43,
  ],
  p90: [
    88, 84, 81, 80, 79, 83, 97, 121, 148, 162, 166, 163, 171, 168, 160, 154, 151,
    157, 149, 133, 118, 106, 97, 92,
  ],
  p99: [
    212, 198, 187, 181, 183, 204, 262, 391, 544, 612, 598, 571, 626, 603, 566, 538,
    521, 559, 512, 431, 352, 297, 251, 228,
  ],
};

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
