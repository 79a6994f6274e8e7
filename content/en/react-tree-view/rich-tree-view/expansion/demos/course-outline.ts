import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** "Web Accessibility Fundamentals": units, lessons and their activities. */
export const COURSE_OUTLINE: TreeViewBaseItem[] = [
  {
    id: 'unit-1',
    label: 'Unit 1 · Who we build for',
    children: [
      {
        id: 'lesson-1-1',
        label: 'Disability and technology',
        children: [
          { id: 'video-1-1', label: 'Video: a day with a screen reader' },
          { id: 'quiz-1-1', label: 'Quiz: assistive technologies' },
        ],
      },
      { id: 'lesson-1-2', label: 'Laws and standards' },
    ],
  },
  {
    id: 'unit-2',
    label: 'Unit 2 · Semantic HTML',
    children: [
      { id: 'lesson-2-1', label: 'Landmarks and headings' },
      {
        id: 'lesson-2-2',
        label: 'Forms that explain themselves',
        children: [
          { id: 'reading-2-2', label: 'Reading: labels and errors' },
          { id: 'lab-2-2', label: 'Lab: fix a sign-up form' },
        ],
      },
    ],
  },
  {
    id: 'unit-3',
    label: 'Unit 3 · Keyboard and focus',
    children: [
      { id: 'lesson-3-1', label: 'Focus order' },
      { id: 'lesson-3-2', label: 'Roving tab index' },
    ],
  },
];

/** Every id that has children, for "expand all". */
export const EXPANDABLE_IDS = [
  'unit-1',
  'lesson-1-1',
  'unit-2',
  'lesson-2-2',
  'unit-3',
];

export const UNIT_IDS = ['unit-1', 'unit-2', 'unit-3'];
