/**
 * Everything a reader needs to edit a demo, loaded together when one first reaches for a code
 * panel (decision 0045): the edits' store, the editor, the highlighter, the transform and the
 * runner.
 */
export { createEditSession, type EditSession, type EditSnapshot } from './edit-session';
export { EditableFile } from './EditableFile';
export { EditedMark } from './EditedMark';
export { EditErrorMessage } from './EditErrorMessage';
export { LivePreview } from './LivePreview';
