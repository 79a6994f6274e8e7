/**
 * Where a reader pressed in a static code block: the block, and the point relative to its box (the
 * page may scroll before the editor that replaces the block has loaded).
 */
export interface CodePoint {
  element: HTMLElement;
  x: number;
  y: number;
}

/** Where the caret goes when an editor opens: an offset in its code, or the point a reader pressed. */
export type EditorCaret = number | CodePoint;

/**
 * The offset in `container`'s text of the point a reader clicked, so that the editor which
 * replaces a static code block puts its caret there; null when the point is not in it.
 */
export function caretOffsetAt(container: HTMLElement, x: number, y: number): number | null {
  let node: Node | null = null;
  let offset = 0;
  if (typeof document.caretPositionFromPoint === 'function') {
    const position = document.caretPositionFromPoint(x, y);
    node = position?.offsetNode ?? null;
    offset = position?.offset ?? 0;
  } else if (typeof document.caretRangeFromPoint === 'function') {
    const range = document.caretRangeFromPoint(x, y);
    node = range?.startContainer ?? null;
    offset = range?.startOffset ?? 0;
  }
  if (!node || !container.contains(node)) return null;
  const before = document.createRange();
  before.setStart(container, 0);
  before.setEnd(node, offset);
  return before.toString().length;
}

/**
 * The caret's offset in the code. A point is read from the static block, which must still be in
 * the page: the editor calls this while it first renders, before it replaces the block. A point
 * outside the text puts the caret at the start.
 */
export function caretOffsetOf(caret: EditorCaret | null): number | null {
  if (caret === null || typeof caret === 'number') return caret;
  const box = caret.element.getBoundingClientRect();
  return caretOffsetAt(caret.element, box.left + caret.x, box.top + caret.y) ?? 0;
}
