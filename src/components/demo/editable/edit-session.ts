import type * as React from 'react';
import type { DemoScopeLoaders } from '../../../lib/demo-scope';
import type { DemoStyling } from '../../../lib/demo-stylings';
import type { DemoCodeFile } from '../DemoDataProvider';
import { runtimeError, type DemoEditError, type RunFile } from './edit-errors';
import { functionLineOffset, runDemo } from './run-demo';

/** How long typing must pause before the preview runs the edited code (and shows its errors). */
export const EDIT_PAUSE_MS = 300;

export type DemoLanguage = 'ts' | 'js';

/** The edited text of one file, in one styling and language. */
export function editKey(styling: DemoStyling, language: DemoLanguage, fileName: string): string {
  return `${styling}:${language}:${fileName}`;
}

export interface LiveDemo {
  Component: React.ComponentType;
  /** Counts the versions that ran; a new one remounts the preview. */
  version: number;
}

/** What the demo around the editor shows of its edits. A new object whenever one of them changes. */
export interface EditSnapshot {
  /** The reader has edited the code (until Reset demo). */
  readonly edited: boolean;
  /** The last version of the edited code that ran, shown instead of the original demo. */
  readonly live: LiveDemo | null;
  /** What went wrong with the latest version, shown under the preview. */
  readonly error: DemoEditError | null;
  /** Counts resets: editors opened before one remount on the original code. */
  readonly revision: number;
}

interface ShownFiles {
  styling: DemoStyling;
  language: DemoLanguage;
  files: readonly DemoCodeFile[];
}

/**
 * A demo's edits, from the first time a reader reaches for its code until the page goes: the text
 * of each edited file (kept until Reset demo or a reload), and the preview of the edited code, run
 * once typing pauses for `EDIT_PAUSE_MS`. The last version that ran stays while a later one fails.
 * An external store (`subscribe`, `getSnapshot`) so that keystrokes change no React state: only
 * the first edit and each run tell the demo to render again.
 */
export class EditSession {
  private texts = new Map<string, string>();
  private snapshot: EditSnapshot = { edited: false, live: null, error: null, revision: 0 };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private shown: ShownFiles | null = null;
  // The files of the version on screen, to place an error it throws while rendering.
  private renderFiles: readonly RunFile[] = [];

  constructor(
    readonly demoName: string,
    private readonly scopes: DemoScopeLoaders | undefined,
    private readonly run: typeof runDemo = runDemo,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): EditSnapshot => this.snapshot;

  /** The file's code in a styling and language, as the reader left it. */
  sourceOf(styling: DemoStyling, language: DemoLanguage, file: DemoCodeFile): string {
    const original = language === 'ts' && file.ts !== null ? file.ts : file.js;
    return this.texts.get(editKey(styling, language, file.fileName)) ?? original;
  }

  /** Keeps a file's new text, and runs the edits once typing pauses. */
  record(key: string, text: string): void {
    const first = this.texts.size === 0;
    this.texts.set(key, text);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runShown(), EDIT_PAUSE_MS);
    if (first) this.update({ ...this.snapshot, edited: true });
  }

  /**
   * The files the demo shows (called when the styling, the language or the code change): the
   * preview runs their edits at once, or goes back to the original demo when they have none.
   */
  show(styling: DemoStyling, language: DemoLanguage, files: readonly DemoCodeFile[]): void {
    const shown = this.shown;
    if (shown && shown.styling === styling && shown.language === language && shown.files === files) return;
    this.shown = { styling, language, files };
    void this.runShown();
  }

  /** Takes an error the edited demo threw while rendering (the preview keeps the last good one). */
  readonly onRenderError = (thrown: unknown): void => {
    this.update({ ...this.snapshot, error: runtimeError(thrown, this.renderFiles, functionLineOffset()) });
  };

  /** Forgets the edits: the original demo and code come back, and open editors remount on it. */
  reset(): void {
    clearTimeout(this.timer);
    this.texts = new Map();
    this.update({ edited: false, live: null, error: null, revision: this.snapshot.revision + 1 });
  }

  /** Stops a pending run (the demo is leaving the page). */
  dispose(): void {
    clearTimeout(this.timer);
  }

  /** Runs the edited files of the shown styling and language. */
  private async runShown(): Promise<void> {
    if (!this.shown) return;
    const { styling, language, files } = this.shown;
    const keys = files.map((file) => editKey(styling, language, file.fileName));
    if (!keys.some((key) => this.texts.has(key))) {
      this.update({ ...this.snapshot, live: null, error: null });
      return;
    }
    const loadScope = this.scopes?.[styling];
    if (!loadScope) {
      throw new Error(`The demo "${this.demoName}" has no module map for the styling "${styling}".`);
    }
    const scope = (await loadScope()).default;
    const edited = files.flatMap((file, index) => {
      const typescript = language === 'ts' && file.ts !== null;
      const isScript = /\.(tsx?|jsx?)$/.test(file.fileName);
      if (!isScript || (index > 0 && !this.texts.has(keys[index] ?? ''))) return [];
      return [
        {
          fileName: typescript ? file.fileName : file.jsFileName,
          source: this.sourceOf(styling, language, file),
          typescript,
        },
      ];
    });
    const result = this.run(this.demoName, edited, scope);
    if (result.ok) {
      this.renderFiles = result.files;
      const version = (this.snapshot.live?.version ?? 0) + 1;
      this.update({ ...this.snapshot, live: { Component: result.Component, version }, error: null });
    } else {
      this.update({ ...this.snapshot, error: result.error });
    }
  }

  /** Tells the listeners, when something they show changed. */
  private update(next: EditSnapshot): void {
    const current = this.snapshot;
    if (
      next.edited === current.edited &&
      next.live === current.live &&
      next.error === current.error &&
      next.revision === current.revision
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** The edits of one demo (see `EditSession`), created when its editor first loads. */
export function createEditSession(demoName: string, scopes: DemoScopeLoaders | undefined): EditSession {
  return new EditSession(demoName, scopes);
}
