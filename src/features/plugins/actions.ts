/**
 * The light public face of plugins for the note, the post form and the user menu: what running
 * plugins registered. It does not load the interpreter, so it may sit in the first-paint bundle.
 */
export { applyNotePostInterruptors, type PluginAction, type PostFormArg } from './plugin-registry';
export { usePluginRegistry } from './use-plugin-registry';
export { usePluginNoteView, useWithoutPluginHidden } from './note-view';
