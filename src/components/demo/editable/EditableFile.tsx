import * as React from 'react';
import { CodeEditor } from './CodeEditor';
import { useEditorStrings } from './editor-strings';

interface EditableFileProps {
  demoName: string;
  fileName: string;
  initialValue: string;
  typescript: boolean;
  initialCaret: number | null;
  onChange: (value: string) => void;
}

/** One file of a demo in the editor, labelled in the page's language. */
export function EditableFile({ demoName, fileName, ...editor }: EditableFileProps) {
  const t = useEditorStrings();
  return <CodeEditor {...editor} label={t('editorLabel', { name: demoName, file: fileName })} hint={t('editorHint')} />;
}
