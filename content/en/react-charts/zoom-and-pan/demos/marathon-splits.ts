import { seededRandom } from './seeded-random';

// Finishers of a city marathon: time for the first half and for the second half, in
// minutes. Most runners slow down a little in the second half; a few negative-split.
const random = seededRandom(42195);

export interface Split {
  id: number;
  x: number;
  y: number;
}

export const splits: Split[] = Array.from({ length: 400 }, (_, id) => {
  const firstHalf = 68 + random() * random() * 95;
  const fade = (random() - 0.2) * 0.18;
  return {
    id,
    x: Math.round(firstHalf * 10) / 10,
    y: Math.round(firstHalf * (1 + fade) * 10) / 10,
  };
});
