/** The indentation one Tab adds or removes. */
export const INDENT = '  ';

export interface TextEdit {
  /** The range replaced, and its replacement. */
  start: number;
  end: number;
  text: string;
  /** The selection afterwards. */
  selectionStart: number;
  selectionEnd: number;
}

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/**
 * Tab (or Shift+Tab) on a selection: a caret inside a line gets spaces; a selection over lines,
 * or Shift+Tab anywhere, indents or outdents every line it touches.
 */
export function indentEdit(text: string, start: number, end: number, outdent: boolean): TextEdit {
  if (!outdent && !text.slice(start, end).includes('\n')) {
    const caret = start + INDENT.length;
    return { start, end, text: INDENT, selectionStart: caret, selectionEnd: caret };
  }
  const from = lineStartOf(text, start);
  const lines = text.slice(from, end).split('\n');
  let removedFirst = 0;
  const changed = lines.map((line, index) => {
    if (!outdent) return INDENT + line;
    const removed = /^ {0,2}/.exec(line)?.[0].length ?? 0;
    if (index === 0) removedFirst = removed;
    return line.slice(removed);
  });
  const replacement = changed.join('\n');
  const delta = replacement.length - (end - from);
  const firstShift = outdent ? -Math.min(removedFirst, start - from) : INDENT.length;
  return {
    start: from,
    end,
    text: replacement,
    selectionStart: Math.max(from, start + firstShift),
    selectionEnd: Math.max(from, end + delta),
  };
}

/** Enter keeps the indentation of the line it breaks. */
export function newlineEdit(text: string, start: number, end: number): TextEdit {
  const indentation = /^[ \t]*/.exec(text.slice(lineStartOf(text, start), start))?.[0] ?? '';
  const caret = start + 1 + indentation.length;
  return { start, end, text: `\n${indentation}`, selectionStart: caret, selectionEnd: caret };
}
