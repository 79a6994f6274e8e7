export interface Observation {
  id: number;
  station: string;
  temperature: number;
  windKmh: number;
  observedAt: Date;
  fog: boolean;
}

const stations = [
  'EDDF',
  'LFPG',
  'RJTT',
  'OMDB',
  'LLBG',
  'EGLL',
  'LEMD',
  'LIRF',
  'EHAM',
  'LOWW',
  'HECA',
  'RJBB',
];

// Every value comes from the row index, so the server render and the browser agree.
export function createObservations(): Observation[] {
  return stations.map((station, index) => ({
    id: index + 1,
    station,
    temperature: Math.round((((index * 73) % 310) / 10 - 2.5) * 10) / 10,
    windKmh: 4 + ((index * 17) % 45),
    observedAt: new Date(2025, 9, 14, 6, 20 + ((index * 7) % 40)),
    fog: index % 5 === 2,
  }));
}
