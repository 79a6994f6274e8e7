import dayjs, { type Dayjs } from 'dayjs';

export interface Milestone {
  label: string;
  date: Dayjs;
  color: 'info' | 'warning' | 'success';
}

/** The milestones of the 4.0 release, autumn 2025. */
export const milestones: readonly Milestone[] = [
  { label: 'Alpha', date: dayjs('2025-09-02'), color: 'info' },
  { label: 'Beta', date: dayjs('2025-09-16'), color: 'warning' },
  { label: 'Release', date: dayjs('2025-09-30'), color: 'success' },
];

export function milestoneOn(day: Dayjs): Milestone | undefined {
  return milestones.find((milestone) => milestone.date.isSame(day, 'day'));
}
