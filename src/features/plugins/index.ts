/** Plugin pages (lazy routes: they bring the AiScript interpreter); the start-up is in lazy.ts. */
export { PluginsPage } from './PluginsPage';
export { PluginInstallPage } from './PluginInstallPage';
export { API_PERMISSIONS, type ApiPermission } from './permissions';
/**
 * What running plugins registered, for the note, the post form, the timeline and the user menu. None of it
 * loads the interpreter, and importing it does not load the pages (the bundler keeps only what is used).
 */
export { applyNotePostInterruptors, type PluginAction, type PostFormArg } from './plugin-registry';
export { usePluginRegistry } from './use-plugin-registry';
export { usePluginNoteView, useWithoutPluginHidden } from './note-view';
