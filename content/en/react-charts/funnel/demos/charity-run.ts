import type { FunnelValueType } from '@mui/x-charts-pro/FunnelChart';

// Runners of a city charity 10K, in two editions.
export const runSteps = [
  'Registered',
  'Paid entry',
  'Collected bib',
  'Started',
  'Finished',
];

const edition2025 = [3120, 2480, 2210, 2050, 1980];
const edition2024 = [2480, 1760, 1590, 1470, 1402];

function toSections(
  values: number[],
  year: number,
  color: string,
): FunnelValueType[] {
  return values.map((value, index) => ({
    id: `${year}-${index}`,
    label: `${runSteps[index]} (${year})`,
    value,
    color,
  }));
}

export const runs2025 = toSections(edition2025, 2025, '#c5dcf1');
export const runs2024 = toSections(edition2024, 2024, '#5b9bd5');
