import * as React from 'react';
import type { DemoScopeLoaders } from '../../lib/demo-scope';
import type { DemoStyling } from '../../lib/demo-stylings';
import type { DemoCodeFile } from './DemoDataProvider';
import type { DemoEditError, RunFile } from './editable/edit-errors';
import type * as EditorKitModule from './editable/editor-kit';

export type EditorKit = typeof EditorKitModule;

/** How long typing must pause before the preview runs the edited code (and shows its errors). */
export const EDIT_PAUSE_MS = 300;

let kitRequest: Promise<EditorKit> | null = null;

/** The editor's chunk: requested once, when a reader first reaches for a code panel. */
export function loadEditorKit(): Promise<EditorKit> {
  kitRequest ??= import(/* webpackChunkName: "demo-editor" */ './editable/editor-kit');
  kitRequest.catch(() => (kitRequest = null));
  return kitRequest;
}

/** The edited text of one file, in one styling and language. */
export function editKey(styling: DemoStyling, language: 'ts' | 'js', fileName: string): string {
  return `${styling}:${language}:${fileName}`;
}

export interface LiveDemo {
  Component: React.ComponentType;
  version: number;
}

/**
 * A demo's edits: the text of each edited file (kept until Reset demo or a reload), the editor
 * once loaded, and the preview of the edited code, run once typing pauses for `EDIT_PAUSE_MS`.
 * The last version that ran stays while a later one fails.
 */
export function useDemoEditing(name: string, scopes: DemoScopeLoaders | undefined) {
  const [kit, setKit] = React.useState<EditorKit | null>(null);
  const texts = React.useRef(new Map<string, string>());
  const [edited, setEdited] = React.useState(false);
  const [settled, setSettled] = React.useState(0);
  const [revision, setRevision] = React.useState(0);
  const [live, setLive] = React.useState<LiveDemo | null>(null);
  const [error, setError] = React.useState<DemoEditError | null>(null);
  const timer = React.useRef<number | undefined>(undefined);
  // The files of the version on screen, to place an error it throws while rendering.
  const renderFiles = React.useRef<RunFile[]>([]);

  const requestKit = React.useCallback(() => {
    void loadEditorKit().then(setKit, () => {});
  }, []);

  const record = React.useCallback((key: string, text: string) => {
    // Typing must not render the demo again (the preview with it) on every keystroke: only the
    // first edit changes state here, and the pause below.
    if (texts.current.size === 0) setEdited(true);
    texts.current.set(key, text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSettled((count) => count + 1), EDIT_PAUSE_MS);
  }, []);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const sourceOf = (key: string, original: string): string => texts.current.get(key) ?? original;

  /** Runs the edited files of one styling and language; called when typing pauses. */
  const run = React.useCallback(
    async (styling: DemoStyling, language: 'ts' | 'js', files: readonly DemoCodeFile[]) => {
      const keys = files.map((file) => editKey(styling, language, file.fileName));
      if (!kit || !keys.some((key) => texts.current.has(key))) {
        setLive(null);
        setError(null);
        return;
      }
      const loadScope = scopes?.[styling];
      if (!loadScope) throw new Error(`The demo "${name}" has no module map for the styling "${styling}".`);
      const scope = (await loadScope()).default;
      const edited = files.flatMap((file, index) => {
        const key = keys[index] ?? '';
        const typescript = language === 'ts' && file.ts !== null;
        const original = typescript && file.ts !== null ? file.ts : file.js;
        const isScript = /\.(tsx?|jsx?)$/.test(file.fileName);
        if (!isScript || (index > 0 && !texts.current.has(key))) return [];
        return [
          { fileName: typescript ? file.fileName : file.jsFileName, source: sourceOf(key, original), typescript },
        ];
      });
      const result = kit.runDemo(name, edited, scope);
      if (result.ok) {
        renderFiles.current = result.files;
        setError(null);
        setLive((previous) => ({ Component: result.Component, version: (previous?.version ?? 0) + 1 }));
      } else {
        setError(result.error);
      }
    },
    [kit, name, scopes],
  );
  const onRenderError = React.useCallback(
    (thrown: unknown) => {
      if (kit) setError(kit.runtimeError(thrown, renderFiles.current, kit.functionLineOffset()));
    },
    [kit],
  );

  const reset = React.useCallback(() => {
    window.clearTimeout(timer.current);
    texts.current = new Map();
    setEdited(false);
    setLive(null);
    setError(null);
    setRevision((count) => count + 1);
  }, []);

  return { kit, requestKit, edited, settled, revision, live, error, record, sourceOf, run, onRenderError, reset };
}
