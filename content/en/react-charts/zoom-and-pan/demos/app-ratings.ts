import { seededRandom } from './seeded-random';

// Average store rating of 40 apps of a fictional publisher, highest first.
const random = seededRandom(40);
const words = [
  'Note',
  'Trail',
  'Budget',
  'Sleep',
  'Recipe',
  'Focus',
  'Habit',
  'Photo',
];
const kinds = ['Pad', 'Log', 'Buddy', 'Kit', 'Mate'];

export const apps = Array.from({ length: 40 }, (_, index) => ({
  name: `${words[index % words.length]}${kinds[Math.floor(index / words.length)]}`,
  rating: Math.round((2.4 + random() * 2.5) * 100) / 100,
})).sort((a, b) => b.rating - a.rating);
