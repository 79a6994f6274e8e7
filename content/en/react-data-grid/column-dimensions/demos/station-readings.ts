export interface StationReading {
  id: number;
  station: string;
  region: string;
  temperature: number;
  windSpeed: number;
  condition: string;
}

const stations = [
  ['Aberdeen Dyce', 'Scotland'],
  ['Valentia Observatory', 'Ireland'],
  ['Lerwick', 'Shetland'],
  ['Camborne', 'Cornwall'],
  ['Herstmonceux West End', 'East Sussex'],
  ['Eskdalemuir', 'Dumfries and Galloway'],
  ['Brize Norton', 'Oxfordshire'],
  ['Stornoway Airport', 'Outer Hebrides'],
] as const;

const conditions = [
  'Clear',
  'Light drizzle',
  'Overcast',
  'Fog patches',
  'Heavy showers',
];

/** A small seeded generator (mulberry32), so every load gives the same figures. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Pretends to call a weather service: resolves after `delayMs` with one reading
 * per reporting station. Each `batch` number gives its own, always identical,
 * readings.
 */
export function fetchStationReadings(batch: number, delayMs = 900) {
  const random = createRandom(batch + 1);
  // Each batch reports from a different set of stations
  const reporting = stations
    .map((station) => ({ station, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, 4 + (batch % 4))
    .map((entry) => entry.station);

  const readings: StationReading[] = reporting.map(([station, region], index) => ({
    id: batch * 100 + index,
    station,
    region,
    temperature: Math.round((4 + random() * 14) * 10) / 10,
    windSpeed: Math.round(5 + random() * 60),
    condition: conditions[Math.floor(random() * conditions.length)]!,
  }));

  return new Promise<StationReading[]>((resolve) => {
    setTimeout(() => resolve(readings), delayMs);
  });
}
