/** Net sales of a garden-furniture brand per quarter and region, in thousands of euros. */
export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export const years = ['2023', '2024', '2025'] as const;
export type Year = (typeof years)[number];

export const salesByYear: Record<Year, { north: number[]; south: number[] }> = {
  '2023': { north: [182, 412, 356, 128], south: [264, 498, 441, 197] },
  '2024': { north: [205, 468, 389, 151], south: [251, 533, 502, 230] },
  '2025': { north: [238, 441, 455, 176], south: [289, 612, 487, 262] },
};
