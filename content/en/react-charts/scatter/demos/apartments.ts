import { createRandom, normal, round } from './seeded-random';

export interface Listing {
  id: string;
  /** Floor area in square metres. */
  area: number;
  /** Monthly rent in euros. */
  rent: number;
  /** Minutes on foot to the nearest metro station. */
  walk: number;
}

/** Apartments for rent in two cities, generated from a fixed seed. */
function listings(
  prefix: string,
  seed: number,
  pricePerSquareMetre: number,
): Listing[] {
  const random = createRandom(seed);
  return Array.from({ length: 40 }, (_, index) => {
    const area = round(28 + random() * 92);
    const walk = round(1 + random() * 24);
    const rent = round(
      area * pricePerSquareMetre * (1.15 - walk / 80) + normal(random, 0, 90),
      -1,
    );
    return { id: `${prefix}-${index}`, area, rent, walk };
  });
}

export const lyonListings = listings('lyon', 11, 15.5);
export const lilleListings = listings('lille', 29, 13);
