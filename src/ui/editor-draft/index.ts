/** Editor input that survives a reload, and the notice that says it was restored. */
export { useEditorDraft, editorDraftKey } from './use-editor-draft';
export { DraftNotice } from './DraftNotice';
