export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Tile<T> extends Rect {
  item: T;
}

/** The worst ratio of width to height in a row of areas laid along a side of `length`. */
function worstRatio(areas: number[], length: number) {
  const sum = areas.reduce((total, area) => total + area, 0);
  const largest = Math.max(...areas);
  const smallest = Math.min(...areas);
  return Math.max(
    (length * length * largest) / (sum * sum),
    (sum * sum) / (length * length * smallest),
  );
}

/**
 * Squarified treemap layout (Bruls, Huizing and van Wijk, 2000): splits `rect` into one
 * tile per item, each with an area proportional to its value, keeping the tiles close to
 * squares. Items are laid out largest first.
 */
export function squarify<T>(
  items: T[],
  value: (item: T) => number,
  rect: Rect,
): Tile<T>[] {
  const total = items.reduce((sum, item) => sum + value(item), 0);
  if (total <= 0 || rect.width <= 0 || rect.height <= 0) {
    return [];
  }
  const scale = (rect.width * rect.height) / total;
  const queue = [...items]
    .sort((a, b) => value(b) - value(a))
    .map((item) => ({ item, area: value(item) * scale }));

  const tiles: Tile<T>[] = [];
  let free = { ...rect };
  let row: typeof queue = [];

  const layRow = () => {
    const rowArea = row.reduce((sum, entry) => sum + entry.area, 0);
    const horizontal = free.width >= free.height; // the row runs along the short side
    if (horizontal) {
      const rowWidth = rowArea / free.height;
      let y = free.y;
      row.forEach(({ item, area }) => {
        const height = area / rowWidth;
        tiles.push({ item, x: free.x, y, width: rowWidth, height });
        y += height;
      });
      free = { ...free, x: free.x + rowWidth, width: free.width - rowWidth };
    } else {
      const rowHeight = rowArea / free.width;
      let x = free.x;
      row.forEach(({ item, area }) => {
        const width = area / rowHeight;
        tiles.push({ item, x, y: free.y, width, height: rowHeight });
        x += width;
      });
      free = { ...free, y: free.y + rowHeight, height: free.height - rowHeight };
    }
    row = [];
  };

  queue.forEach((entry) => {
    const side = Math.min(free.width, free.height);
    const areas = row.map((candidate) => candidate.area);
    if (
      row.length > 0 &&
      worstRatio([...areas, entry.area], side) > worstRatio(areas, side)
    ) {
      layRow();
    }
    row.push(entry);
  });
  if (row.length > 0) {
    layRow();
  }
  return tiles;
}

/**
 * Whether a label of `text` fits in `width` pixels, estimating 7 px per character of a
 * 13 px sans-serif font, plus the padding on both sides.
 */
export function labelFits(text: string, width: number, padding = 8) {
  return text.length * 7 + padding * 2 <= width;
}
