import * as React from 'react';
import { rovingTargetIndex } from '../../lib/roving-focus';
import { useDemoStrings } from './demo-strings';
import type { CodeVariant } from '../code/code-preferences';
import type { DemoCodeFile, DemoData } from './DemoDataProvider';
import type { EditorCaret } from './editable/caret-offset';

interface DemoCodeProps {
  id: string;
  name: string;
  open: boolean;
  data: DemoData;
  /** The files of the shown styling, once loaded. */
  files: readonly DemoCodeFile[] | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  variant: CodeVariant;
  /** True when the variant is the reader's global preference (rather than a link's choice). */
  followsPreference: boolean;
  activeFile: number;
  onActiveFileChange: (index: number) => void;
  /** The editor for a file once the reader edits (null until then, and for files that are not code). */
  renderEditor: (file: DemoCodeFile) => React.ReactNode;
  /** The reader comes near the code (hover, focus): time to load the editor. */
  onReach: () => void;
  /**
   * The reader starts editing, with the caret at this offset of the shown file, or where they
   * pressed in its code (the editor finds the offset when it opens).
   */
  onStartEditing: (caret: EditorCaret) => void;
}

/** Keys that type or delete, which start editing the collapsed preview. */
function isEditingKey(event: React.KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || ['Enter', 'Backspace', 'Delete'].includes(event.key);
}

/** The code of a highlighted block in one language, or both (CSS picks before scripts run). */
function CodeVariants({
  tsHtml,
  jsHtml,
  variant,
  followsPreference,
}: {
  tsHtml: string | null;
  jsHtml: string;
  variant: CodeVariant;
  followsPreference: boolean;
}) {
  const block = (language: 'ts' | 'js', html: string) => (
    <pre
      key={language}
      tabIndex={0}
      className={`code-variant-${language}${followsPreference ? ' follows-preference' : ''}`}
    >
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
  if (tsHtml === null) {
    return block('js', jsHtml);
  }
  if (!followsPreference) {
    return variant === 'TS' ? block('ts', tsHtml) : block('js', jsHtml);
  }
  // Both are rendered; the one not chosen is hidden by the `data-code-variant` attribute.
  return (
    <>
      {block('ts', tsHtml)}
      {block('js', jsHtml)}
    </>
  );
}

/**
 * The code under a demo: the short JSX preview while collapsed (when the demo has one), the full
 * source once expanded, with a tab per file when the demo has local modules.
 */
export function DemoCode({
  id,
  name,
  open,
  data,
  files,
  status,
  variant,
  followsPreference,
  activeFile,
  onActiveFileChange,
  renderEditor,
  onReach,
  onStartEditing,
}: DemoCodeProps) {
  const t = useDemoStrings();
  if (!open) {
    if (!data.preview) return null;
    // Typing into the short preview opens the full source in the editor.
    return (
      <div
        className="demo-code"
        id={id}
        onPointerEnter={onReach}
        onFocus={onReach}
        onKeyDown={(event) => {
          if (event.target instanceof HTMLPreElement && isEditingKey(event)) {
            event.preventDefault();
            onStartEditing(0);
          }
        }}
      >
        <CodeVariants
          tsHtml={data.hasTypeScript ? data.preview.tsHtml : null}
          jsHtml={data.preview.jsHtml}
          variant={variant}
          followsPreference={followsPreference}
        />
      </div>
    );
  }
  if (status !== 'ready' || !files) {
    return (
      <div className="demo-code" id={id}>
        <p className="demo-code-message" role={status === 'error' ? 'alert' : 'status'}>
          {status === 'error' ? t('demoCodeFailed') : t('demoCodeLoading')}
        </p>
      </div>
    );
  }
  const file = files[activeFile] ?? files[0];
  if (!file) return null;
  const fileLabel = (candidate: DemoCodeFile) =>
    variant === 'TS' && candidate.ts !== null ? candidate.fileName : candidate.jsFileName;
  const editor = renderEditor(file);
  return (
    <div
      className="demo-code"
      id={id}
      onPointerEnter={onReach}
      onFocus={(event) => {
        onReach();
        if (event.target instanceof HTMLPreElement) onStartEditing(0);
      }}
      onPointerDown={(event) => {
        const pre = event.target instanceof Element ? event.target.closest('pre') : null;
        if (pre && !editor) {
          const box = pre.getBoundingClientRect();
          onStartEditing({ element: pre, x: event.clientX - box.left, y: event.clientY - box.top });
        }
      }}
    >
      {files.length > 1 ? (
        <div role="tablist" aria-label={t('demoFiles', { name })} className="demo-code-files">
          {files.map((candidate, index) => (
            <button
              key={candidate.fileName}
              type="button"
              role="tab"
              aria-selected={index === activeFile}
              tabIndex={index === activeFile ? 0 : -1}
              onClick={() => onActiveFileChange(index)}
              onKeyDown={(event) => {
                const next = rovingTargetIndex(event.key, index, files.length);
                if (next !== null) {
                  event.preventDefault();
                  onActiveFileChange(next);
                  (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
                }
              }}
            >
              {fileLabel(candidate)}
            </button>
          ))}
        </div>
      ) : null}
      {editor ?? (
        <CodeVariants
          tsHtml={file.tsHtml}
          jsHtml={file.jsHtml}
          variant={variant}
          followsPreference={followsPreference}
        />
      )}
    </div>
  );
}
