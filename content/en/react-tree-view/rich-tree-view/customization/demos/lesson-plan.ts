import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export type LessonFormat = 'module' | 'video' | 'reading' | 'quiz';

/** A course on sourdough baking: modules and their lessons, with durations in minutes. */
export type LessonPlanItem = TreeViewBaseItem<{
  id: string;
  label: string;
  format: LessonFormat;
  minutes: number;
}>;

export const LESSON_PLAN: LessonPlanItem[] = [
  {
    id: 'starter',
    label: 'Your starter',
    format: 'module',
    minutes: 55,
    children: [
      {
        id: 'starter-video',
        label: 'Feeding a starter',
        format: 'video',
        minutes: 12,
      },
      {
        id: 'starter-reading',
        label: 'Flour and hydration',
        format: 'reading',
        minutes: 25,
      },
      { id: 'starter-quiz', label: 'Is it ready?', format: 'quiz', minutes: 18 },
    ],
  },
  {
    id: 'dough',
    label: 'Mixing and folding',
    format: 'module',
    minutes: 40,
    children: [
      { id: 'dough-video', label: 'Stretch and fold', format: 'video', minutes: 15 },
      {
        id: 'dough-reading',
        label: 'Reading the dough',
        format: 'reading',
        minutes: 25,
      },
    ],
  },
  {
    id: 'bake',
    label: 'Shaping and baking',
    format: 'module',
    minutes: 30,
    children: [
      { id: 'bake-video', label: 'Scoring patterns', format: 'video', minutes: 30 },
    ],
  },
];
