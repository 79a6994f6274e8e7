/** The part of a grid's render context that the footers of these demos read. */
interface RenderedRange {
  firstRowIndex: number;
  lastRowIndex: number;
  firstColumnIndex: number;
  lastColumnIndex: number;
}

const count = new Intl.NumberFormat('en-US');

/**
 * Describes which rows and columns the grid has put in the DOM. The last indexes of a
 * render context are exclusive, like the end of `Array.slice()`.
 */
export function describeRenderedArea(
  range: RenderedRange,
  rowCount: number,
  columnCount: number,
): string {
  const rows = Math.max(range.lastRowIndex - range.firstRowIndex, 0);
  const columns = Math.max(range.lastColumnIndex - range.firstColumnIndex, 0);
  if (rows === 0 || columns === 0) {
    return 'Nothing rendered yet';
  }
  return [
    `Rows ${count.format(range.firstRowIndex + 1)}–${count.format(range.lastRowIndex)} of ${count.format(rowCount)}`,
    `columns ${range.firstColumnIndex + 1}–${range.lastColumnIndex} of ${columnCount}`,
    `${count.format(rows * columns)} of ${count.format(rowCount * columnCount)} cells in the DOM`,
  ].join(' · ');
}
