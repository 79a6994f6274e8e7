import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** "Introduction to Data Visualisation": modules, then lessons. */
export const COURSE_SYLLABUS: TreeViewBaseItem[] = [
  {
    id: 'module-1',
    label: 'Module 1 · Seeing data',
    children: [
      { id: 'lesson-1-1', label: 'Why charts mislead' },
      { id: 'lesson-1-2', label: 'Perception and colour' },
      { id: 'lesson-1-3', label: 'Choosing a chart type' },
    ],
  },
  {
    id: 'module-2',
    label: 'Module 2 · Building charts',
    children: [
      { id: 'lesson-2-1', label: 'Scales and axes' },
      { id: 'lesson-2-2', label: 'Small multiples' },
    ],
  },
  {
    id: 'module-3',
    label: 'Module 3 · Telling stories',
    children: [
      { id: 'lesson-3-1', label: 'Annotating a chart' },
      { id: 'lesson-3-2', label: 'Final project brief' },
    ],
  },
];
