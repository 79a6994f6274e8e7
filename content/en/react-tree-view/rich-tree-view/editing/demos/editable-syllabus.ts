import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** A course draft. Locked items come from the school's template and keep their title. */
export type SyllabusItem = TreeViewBaseItem<{
  id: string;
  label: string;
  locked?: boolean;
}>;

export const SYLLABUS: SyllabusItem[] = [
  {
    id: 'intro',
    label: 'Course introduction',
    locked: true,
    children: [
      { id: 'welcome', label: 'Welcome video', locked: true },
      { id: 'how-to', label: 'How this course works' },
    ],
  },
  {
    id: 'python-basics',
    label: 'Python basics',
    children: [
      { id: 'variables', label: 'Variables and types' },
      { id: 'loops', label: 'Loops' },
      { id: 'functions', label: 'Functions' },
    ],
  },
  {
    id: 'data',
    label: 'Working with data',
    children: [
      { id: 'csv', label: 'Reading CSV files' },
      { id: 'plots', label: 'First plots' },
    ],
  },
  { id: 'exam', label: 'Final exam', locked: true },
];

export const EXPANDED = ['intro', 'python-basics', 'data'];
