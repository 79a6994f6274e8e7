/** Half-marathon splits of twelve runners of a city marathon, in minutes. */
export type Runner = {
  id: string;
  name: string;
  bib: number;
  firstHalf: number;
  secondHalf: number;
};

export const runners: Runner[] = [
  { id: 'r1', name: 'Amara Okafor', bib: 104, firstHalf: 71, secondHalf: 73 },
  { id: 'r2', name: 'Lukas Brandt', bib: 233, firstHalf: 78, secondHalf: 84 },
  { id: 'r3', name: 'Mei Tanaka', bib: 317, firstHalf: 85, secondHalf: 83 },
  { id: 'r4', name: 'Diego Alvarez', bib: 452, firstHalf: 92, secondHalf: 101 },
  { id: 'r5', name: 'Sofia Lindqvist', bib: 508, firstHalf: 96, secondHalf: 98 },
  { id: 'r6', name: 'Noah Fischer', bib: 611, firstHalf: 101, secondHalf: 118 },
  { id: 'r7', name: 'Priya Raman', bib: 689, firstHalf: 104, secondHalf: 106 },
  { id: 'r8', name: 'Tomás Silva', bib: 742, firstHalf: 110, secondHalf: 127 },
  { id: 'r9', name: 'Hannah Weber', bib: 815, firstHalf: 115, secondHalf: 116 },
  { id: 'r10', name: 'Kofi Mensah', bib: 903, firstHalf: 121, secondHalf: 139 },
  { id: 'r11', name: 'Elena Popescu', bib: 977, firstHalf: 126, secondHalf: 131 },
  { id: 'r12', name: 'Jonas Berg', bib: 1042, firstHalf: 134, secondHalf: 152 },
];

/** 134 → "2:14". */
export function hoursAndMinutes(minutes: number) {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
