// The plan of a mobile app's 3.0 release, spring 2025. Dates are UTC midnights; a task
// ends at the start of its `end` day.
export type Team = 'Design' | 'Mobile' | 'Backend' | 'QA';

export interface Task {
  id: string;
  name: string;
  team: Team;
  start: Date;
  end: Date;
  /** Tasks that must be finished first. */
  after?: string[];
}

const day = (month: number, date: number) =>
  new Date(Date.UTC(2025, month - 1, date));

export const tasks: Task[] = [
  {
    id: 'research',
    name: 'User research',
    team: 'Design',
    start: day(3, 31),
    end: day(4, 11),
  },
  {
    id: 'mockups',
    name: 'Mock-ups',
    team: 'Design',
    start: day(4, 14),
    end: day(5, 2),
    after: ['research'],
  },
  { id: 'api', name: 'Sync API', team: 'Backend', start: day(4, 7), end: day(5, 9) },
  {
    id: 'offline',
    name: 'Offline mode',
    team: 'Mobile',
    start: day(5, 12),
    end: day(6, 6),
    after: ['mockups', 'api'],
  },
  {
    id: 'widgets',
    name: 'Home widgets',
    team: 'Mobile',
    start: day(5, 5),
    end: day(5, 23),
    after: ['mockups'],
  },
  {
    id: 'beta',
    name: 'Beta testing',
    team: 'QA',
    start: day(6, 9),
    end: day(6, 20),
    after: ['offline', 'widgets'],
  },
  {
    id: 'launch',
    name: 'Store release',
    team: 'Mobile',
    start: day(6, 23),
    end: day(6, 27),
    after: ['beta'],
  },
];

export const teamColors: Record<Team, string> = {
  Design: '#ab47bc',
  Mobile: '#1e88e5',
  Backend: '#43a047',
  QA: '#fb8c00',
};

export const planStart = day(3, 31);
export const planEnd = day(6, 30);
export const today = day(4, 17);

const DAY = 24 * 60 * 60 * 1000;

export function durationInDays(task: Task) {
  return Math.round((task.end.getTime() - task.start.getTime()) / DAY);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "7 Apr", read in UTC like the data. */
export function formatDate(date: Date | number) {
  return dateFormat.format(date);
}

/** "7 Apr – 25 Apr (18 days)" for the task at `index`, or null if there is none. */
export function describeTask(index: number) {
  const task = tasks[index];
  if (!task) {
    return null;
  }
  return `${formatDate(task.start)} – ${formatDate(task.end)} (${durationInDays(task)} days)`;
}
