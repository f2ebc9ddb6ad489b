/**
 * The plugins' lazy public entry, beside index.ts: parts loaded on demand. A module of its own: a
 * dynamic import of the index would load everything it names (the pages, the interpreter) and, as
 * the note imports the index for what running plugins registered, put all of it before the first note.
 */

/** Runs the installed plugins (the AiScript interpreter loads only when one is active). */
export const startInstalledPlugins = (): Promise<void> => import('./plugin-boot').then((m) => m.startInstalledPlugins());
