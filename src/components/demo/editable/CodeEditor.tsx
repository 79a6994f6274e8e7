import * as React from 'react';
import styled from '@emotion/styled';
import { cssVar, vars } from '../../theme/css-variables';
import { spacing } from '../../theme/tokens';
import { caretOffsetOf, type EditorCaret } from './caret-offset';
import { highlightCode } from './highlight-code';
import { indentEdit, newlineEdit, type TextEdit } from './text-edits';

interface CodeEditorProps {
  /** The code when the editor opens (later changes come from the reader). */
  initialValue: string;
  typescript: boolean;
  label: string;
  /** How Tab behaves and how to leave, read by screen readers and shown under the editor. */
  hint: string;
  /**
   * Where the caret goes when the editor opens with focus; null leaves focus where it is. A point
   * pressed in the static code is read while the editor first renders, before it replaces that code.
   */
  initialCaret: EditorCaret | null;
  onChange: (value: string) => void;
}

const CODE_FONT = {
  margin: 0,
  padding: spacing(2),
  border: 0,
  fontFamily: cssVar('--docs-font-code'),
  fontSize: '0.8125rem',
  lineHeight: 1.6,
  letterSpacing: 'normal',
  whiteSpace: 'pre',
  overflowWrap: 'normal',
  tabSize: 2,
} as const;

/**
 * A textarea over the highlighted code, both in one grid cell so they are always the same size:
 * the reader types into the textarea (transparent text, visible caret and selection), and sees
 * the highlighted copy beneath, redone on every keystroke.
 */
const EditorFrame = styled.div({
  display: 'grid',
  overflow: 'auto',
  maxHeight: 'min(68vh, 1000px)',
  borderRadius: cssVar('--docs-radius-xl'),
  color: cssVar('--docs-code-text'),
  backgroundColor: cssVar('--docs-code-background'),
  border: `1px solid ${cssVar('--docs-code-border')}`,
  direction: 'ltr',
  '&:focus-within': { outline: `2px solid ${vars.primary}`, outlineOffset: 2 },
  '& > pre.editor-highlight': {
    ...CODE_FONT,
    gridArea: '1 / 1',
    maxHeight: 'none',
    overflow: 'visible',
    borderRadius: 0,
    background: 'none',
    pointerEvents: 'none',
  },
  '& > textarea': {
    ...CODE_FONT,
    gridArea: '1 / 1',
    width: '100%',
    height: '100%',
    minHeight: 0,
    resize: 'none',
    overflow: 'hidden',
    outline: 'none',
    background: 'none',
    color: 'transparent',
    WebkitTextFillColor: 'transparent',
    caretColor: cssVar('--docs-code-text'),
  },
  '& > textarea::selection': { backgroundColor: 'rgba(102, 178, 255, 0.35)' },
});

const Hint = styled.p({ margin: spacing(0.5, 0, 0), fontSize: '0.75rem', color: vars.textSecondary });

/** Applies an edit as if typed, so that the browser's own undo and redo include it. */
function applyEdit(textarea: HTMLTextAreaElement, edit: TextEdit): void {
  textarea.setSelectionRange(edit.start, edit.end);
  // `insertText` keeps the browser's undo history; where it is missing, replace the text directly.
  const inserted =
    document.queryCommandSupported?.('insertText') && document.execCommand('insertText', false, edit.text);
  if (!inserted) {
    textarea.setRangeText(edit.text, edit.start, edit.end, 'end');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}

/**
 * The code editor of a demo: syntax highlighting while typing, Tab and Shift+Tab indent, Enter
 * keeps the indentation, and the browser's undo, redo, selection and clipboard shortcuts. Escape
 * then Tab moves on to the next control, so the keyboard is never trapped.
 */
export function CodeEditor({ initialValue, typescript, label, hint, initialCaret, onChange }: CodeEditorProps) {
  const [value, setValue] = React.useState(initialValue);
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);
  const leaving = React.useRef(false);
  const hintId = React.useId();
  // The highlighted copy follows the text as a deferred value: when keys come faster than a frame
  // (a held key, a paste burst), React skips the copies nobody would see and the textarea stays
  // responsive; at typing speed it catches up in the same frame.
  const shown = React.useDeferredValue(value);
  const html = React.useMemo(() => highlightCode(shown, typescript), [shown, typescript]);
  const [caret] = React.useState(() => caretOffsetOf(initialCaret));

  React.useEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea || caret === null) return;
    textarea.focus({ preventScroll: true });
    textarea.setSelectionRange(caret, caret);
  }, [caret]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const textarea = event.currentTarget;
    const modified = event.ctrlKey || event.metaKey || event.altKey;
    if (event.key === 'Escape') {
      leaving.current = true;
      return;
    }
    if (event.key === 'Shift') return;
    const wasLeaving = leaving.current;
    leaving.current = false;
    if (event.key === 'Tab' && !modified && !wasLeaving) {
      event.preventDefault();
      applyEdit(textarea, indentEdit(textarea.value, textarea.selectionStart, textarea.selectionEnd, event.shiftKey));
    } else if (event.key === 'Enter' && !modified && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      applyEdit(textarea, newlineEdit(textarea.value, textarea.selectionStart, textarea.selectionEnd));
    }
  };

  return (
    <>
      <EditorFrame className="demo-editor">
        <pre className="editor-highlight" aria-hidden="true">
          {/* The last line keeps its height when it is empty. */}
          <code dangerouslySetInnerHTML={{ __html: `${html}${shown.endsWith('\n') ? ' ' : ''}` }} />
        </pre>
        <textarea
          ref={textareaRef}
          value={value}
          aria-label={label}
          aria-describedby={hintId}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          data-gramm="false"
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setValue(event.target.value);
            onChange(event.target.value);
          }}
        />
      </EditorFrame>
      <Hint id={hintId}>{hint}</Hint>
    </>
  );
}
