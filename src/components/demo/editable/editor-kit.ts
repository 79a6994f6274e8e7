/**
 * Everything a reader needs to edit a demo, loaded together when one first reaches for a code
 * panel (decision 0045): the editor, the highlighter, the transform and the runner.
 */
export { EditableFile } from './EditableFile';
export { EditErrorMessage } from './EditErrorMessage';
export { LivePreview } from './LivePreview';
export { runDemo, type EditedFile, type RunResult } from './run-demo';
export { runtimeError, type DemoEditError } from './edit-errors';
export { functionLineOffset } from './run-demo';
export { useEditorStrings } from './editor-strings';
