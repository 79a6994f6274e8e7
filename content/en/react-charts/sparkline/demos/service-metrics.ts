/** Services of a small platform with their last 24 hours of metrics, one value an hour. */
export interface ServiceMetrics {
  name: string;
  region: string;
  /** p95 latency in milliseconds, hour by hour. */
  latency: number[];
  /** Failed requests per hour. */
  errors: number[];
}

export const services: ServiceMetrics[] = [
  {
    name: 'Checkout API',
    region: 'eu-west',
    latency: [
      182, 176, 171, 169, 168, 172, 190, 221, 248, 252, 240, 236, 244, 239, 230, 228,
      236, 251, 262, 247, 222, 205, 193, 186,
    ],
    errors: [0, 0, 1, 0, 0, 0, 2, 3, 5, 4, 2, 1, 3, 2, 1, 1, 2, 4, 6, 3, 1, 0, 1, 0],
  },
  {
    name: 'Search',
    region: 'eu-west',
    latency: [
      96, 94, 92, 91, 90, 93, 104, 131, 146, 149, 141, 139, 143, 138, 133, 130, 137,
      149, 158, 144, 126, 112, 104, 99,
    ],
    errors: [1, 0, 0, 0, 0, 1, 1, 2, 2, 3, 1, 1, 2, 1, 1, 0, 1, 2, 3, 2, 1, 1, 0, 0],
  },
  {
    name: 'Image resizer',
    region: 'us-east',
    latency: [
      410, 402, 398, 395, 401, 412, 436, 470, 512, 538, 560, 574, 590, 611, 640, 662,
      684, 702, 731, 744, 752, 760, 771, 780,
    ],
    errors: [
      2, 1, 1, 2, 1, 2, 3, 4, 6, 7, 9, 8, 11, 12, 14, 13, 16, 18, 17, 20, 19, 22, 21,
      24,
    ],
  },
  {
    name: 'Notifications',
    region: 'us-east',
    latency: [
      58, 57, 56, 56, 55, 57, 61, 68, 72, 73, 71, 70, 72, 71, 69, 68, 70, 73, 75, 72,
      67, 63, 60, 59,
    ],
    errors: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
  },
];
