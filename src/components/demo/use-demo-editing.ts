import * as React from 'react';
import type { DemoScopeLoaders } from '../../lib/demo-scope';
import type * as EditorKitModule from './editable/editor-kit';
import type { EditSession, EditSnapshot } from './editable/editor-kit';

export type EditorKit = typeof EditorKitModule;

let kitRequest: Promise<EditorKit> | null = null;

/** The editor's chunk: requested once, when a reader first reaches for a code panel. */
export function loadEditorKit(): Promise<EditorKit> {
  kitRequest ??= import(/* webpackChunkName: "demo-editor" */ './editable/editor-kit');
  kitRequest.catch(() => (kitRequest = null));
  return kitRequest;
}

/** The editor of one demo, once loaded: its components and the demo's edits. */
export interface DemoEditor {
  kit: EditorKit;
  session: EditSession;
}

/** A demo nobody has edited: before the editor loads, and on the server. */
const UNEDITED: EditSnapshot = { edited: false, live: null, error: null, revision: 0 };
const unedited = () => UNEDITED;
const noChanges = () => () => {};

/**
 * A demo's edits. They live in the editor's chunk (an `EditSession`, created when the editor first
 * loads), so that demo pages load none of their code up front; this hook loads it on request and
 * follows what the session shows.
 */
export function useDemoEditing(name: string, scopes: DemoScopeLoaders | undefined) {
  const [editor, setEditor] = React.useState<DemoEditor | null>(null);

  const requestKit = React.useCallback(() => {
    void loadEditorKit().then(
      (kit) => setEditor((current) => current ?? { kit, session: kit.createEditSession(name, scopes) }),
      () => {},
    );
  }, [name, scopes]);

  const session = editor?.session;
  React.useEffect(() => () => session?.dispose(), [session]);
  const snapshot = React.useSyncExternalStore(
    session?.subscribe ?? noChanges,
    session?.getSnapshot ?? unedited,
    unedited,
  );
  return { editor, requestKit, ...snapshot };
}
