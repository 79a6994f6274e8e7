import * as React from 'react';
import type { DemoStyling } from '../../../lib/demo-stylings';
import type { DemoCodeFile } from '../DemoDataProvider';
import type { EditorCaret } from './caret-offset';
import { CodeEditor } from './CodeEditor';
import { editKey, type DemoLanguage, type EditSession } from './edit-session';
import { useEditorStrings } from './editor-strings';

interface EditableFileProps {
  session: EditSession;
  styling: DemoStyling;
  language: DemoLanguage;
  file: DemoCodeFile;
  /** Where the caret goes when the editor opens with focus; null leaves focus where it is. */
  initialCaret: EditorCaret | null;
}

/**
 * One file of a demo in the editor, labelled in the page's language. It opens on the reader's
 * last edit of the file in this styling and language, records every change in the demo's edit
 * session, and opens afresh on the original code after Reset demo.
 */
export function EditableFile({ session, styling, language, file, initialCaret }: EditableFileProps) {
  const t = useEditorStrings();
  const { revision } = React.useSyncExternalStore(session.subscribe, session.getSnapshot);
  const typescript = language === 'ts' && file.ts !== null;
  const fileName = typescript ? file.fileName : file.jsFileName;
  const key = editKey(styling, language, file.fileName);
  return (
    <CodeEditor
      key={`${key}:${revision}`}
      initialValue={session.sourceOf(styling, language, file)}
      typescript={typescript}
      initialCaret={initialCaret}
      onChange={(text) => session.record(key, text)}
      label={t('editorLabel', { name: session.demoName, file: fileName })}
      hint={t('editorHint')}
    />
  );
}
