/**
 * What running plugins registered: actions offered in the note menu, the post form and the user
 * menu, and interruptors of notes shown or posted. UI state of this tab (not server data).
 */
export interface PluginAction<A> {
  pluginId: string;
  pluginName: string;
  title: string;
  run(arg: A): Promise<void>;
}

/** What a post form action sees, and how it changes the form (`update('text', …)`, `update('cw', …)`). */
export interface PostFormArg {
  text: string;
  cw: string | null;
  update(key: string, value: unknown): void;
}

/** A registered interruptor: the changed value, or null (view: hide the note); it rejects when the handler failed. */
export type Interruptor = (value: Record<string, unknown>) => Promise<Record<string, unknown> | null>;

export interface PluginRegistry {
  noteActions: PluginAction<Record<string, unknown>>[];
  postFormActions: PluginAction<PostFormArg>[];
  userActions: PluginAction<Record<string, unknown>>[];
  noteViewInterruptors: Array<{ pluginId: string; run: Interruptor }>;
  notePostInterruptors: Array<{ pluginId: string; run: Interruptor }>;
  /** The last error of each plugin in this tab (shown on the plugin list). */
  errors: Readonly<Record<string, string>>;
}

const empty = (): PluginRegistry => ({ noteActions: [], postFormActions: [], userActions: [], noteViewInterruptors: [], notePostInterruptors: [], errors: {} });

let registry: PluginRegistry = empty();
const listeners = new Set<() => void>();

export function getPluginRegistry(): PluginRegistry {
  return registry;
}

export function subscribePluginRegistry(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function updatePluginRegistry(change: (r: PluginRegistry) => PluginRegistry): void {
  registry = change(registry);
  for (const l of listeners) l();
}

/** Removes everything one plugin registered (on disable, uninstall or reload). */
export function forgetPlugin(pluginId: string): void {
  updatePluginRegistry((r) => ({
    noteActions: r.noteActions.filter((a) => a.pluginId !== pluginId),
    postFormActions: r.postFormActions.filter((a) => a.pluginId !== pluginId),
    userActions: r.userActions.filter((a) => a.pluginId !== pluginId),
    noteViewInterruptors: r.noteViewInterruptors.filter((a) => a.pluginId !== pluginId),
    notePostInterruptors: r.notePostInterruptors.filter((a) => a.pluginId !== pluginId),
    errors: Object.fromEntries(Object.entries(r.errors).filter(([id]) => id !== pluginId)),
  }));
}

export function resetPluginRegistry(): void {
  registry = empty();
  for (const l of listeners) l();
}

/** Runs the post interruptors in order; a failing one leaves the note as it was. */
export async function applyNotePostInterruptors(note: Record<string, unknown>): Promise<Record<string, unknown>> {
  let current = note;
  for (const i of registry.notePostInterruptors) {
    const next = await i.run(current).catch(() => null);
    if (next) current = next;
  }
  return current;
}
