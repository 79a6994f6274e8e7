import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** "Photography for Beginners": weeks, then sessions. */
export const PHOTOGRAPHY_COURSE: TreeViewBaseItem[] = [
  {
    id: 'week-1',
    label: 'Week 1 · Your camera',
    children: [
      { id: 'exposure', label: 'Exposure triangle' },
      { id: 'metering', label: 'Metering modes' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2 · Light',
    children: [
      { id: 'golden-hour', label: 'Golden hour' },
      { id: 'flash', label: 'Fill flash' },
      { id: 'white-balance', label: 'White balance' },
    ],
  },
  {
    id: 'week-3',
    label: 'Week 3 · Composition',
    children: [
      { id: 'thirds', label: 'Rule of thirds' },
      { id: 'leading-lines', label: 'Leading lines' },
    ],
  },
];

/** Each session's week, to expand it before focusing the session. */
export const WEEK_OF: Record<string, string> = Object.fromEntries(
  PHOTOGRAPHY_COURSE.flatMap((week) =>
    (week.children ?? []).map((session) => [session.id, week.id]),
  ),
);

/** Every session, in course order. */
export const SESSIONS = PHOTOGRAPHY_COURSE.flatMap((week) => week.children ?? []);
