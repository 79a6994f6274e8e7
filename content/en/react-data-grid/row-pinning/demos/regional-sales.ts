export type RegionSales = {
  id: number | string;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
};

export const regionRows: RegionSales[] = [
  { id: 1, region: 'Nordics', q1: 412, q2: 455, q3: 398, q4: 530 },
  { id: 2, region: 'Benelux', q1: 367, q2: 342, q3: 389, q4: 410 },
  { id: 3, region: 'Iberia', q1: 288, q2: 315, q3: 352, q4: 301 },
  { id: 4, region: 'DACH', q1: 590, q2: 612, q3: 575, q4: 660 },
  { id: 5, region: 'France', q1: 455, q2: 430, q3: 468, q4: 497 },
  { id: 6, region: 'Italy', q1: 301, q2: 334, q3: 356, q4: 349 },
  { id: 7, region: 'UK & Ireland', q1: 520, q2: 498, q3: 541, q4: 585 },
  { id: 8, region: 'Baltics', q1: 142, q2: 158, q3: 149, q4: 171 },
  { id: 9, region: 'Poland', q1: 233, q2: 251, q3: 279, q4: 294 },
  { id: 10, region: 'Czechia & Slovakia', q1: 176, q2: 169, q3: 188, q4: 203 },
  { id: 11, region: 'Hungary', q1: 121, q2: 133, q3: 140, q4: 152 },
  { id: 12, region: 'Greece & Cyprus', q1: 98, q2: 117, q3: 131, q4: 109 },
];

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

/** Adds up each quarter over the given rows, for a pinned "total" row. */
export function sumQuarters(rows: readonly RegionSales[]) {
  const totals = { q1: 0, q2: 0, q3: 0, q4: 0 };
  rows.forEach((row) => {
    quarters.forEach((quarter) => {
      totals[quarter] += row[quarter];
    });
  });
  return totals;
}
