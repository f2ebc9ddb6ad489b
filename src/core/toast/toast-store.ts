import { toastDuration } from './toast-duration';

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'error' | 'success';
  durationMs: number;
  /** Increases each time the toast is raised (shown, or shown again as a duplicate): the toaster brings itself to the top then. */
  raised: number;
  /** The operation it reports on: a later toast with the same key replaces it (see `showToast`). */
  key?: string;
}

export interface ToastOptions {
  /**
   * The operation the toast reports on (e.g. one queued post). A toast with the same key already
   * on screen is replaced in place, so "failed, will retry" turns into "posted" instead of both
   * standing side by side.
   */
  key?: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
let raises = 0;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Takes every toast off the screen at once (and tests start each case with none). */
export function dismissAllToasts(): void {
  if (toasts.length === 0) return;
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts = [];
  emit();
}

/** Puts `next` where the toast `id` was and starts its own timer. */
function replaceToast(id: number, next: Omit<Toast, 'id' | 'raised'>): number {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  const toast: Toast = { ...next, id, raised: ++raises };
  toasts = toasts.map((t) => (t.id === id ? toast : t));
  timers.set(id, setTimeout(() => dismissToast(id), toast.durationMs));
  emit();
  return id;
}

/**
 * Shows a short message; it disappears after the spec's duration or when dismissed. With a `key`,
 * a toast of the same key on screen is replaced (same place, new message, kind and duration).
 */
export function showToast(message: string, kind: Toast['kind'] = 'info', opts: ToastOptions = {}): number {
  const { key } = opts;
  const sameOperation = key === undefined ? undefined : toasts.find((t) => t.key === key);
  if (sameOperation) return replaceToast(sameOperation.id, { message, kind, durationMs: toastDuration(message), key });
  // The same message already on screen (a request retried, a burst of failures) is shown once, longer.
  const same = toasts.find((t) => t.message === message && t.kind === kind);
  if (same) {
    const timer = timers.get(same.id);
    if (timer) clearTimeout(timer);
    timers.set(same.id, setTimeout(() => dismissToast(same.id), same.durationMs));
    toasts = toasts.map((t) => (t.id === same.id ? { ...t, raised: ++raises, ...(t.key === undefined && key !== undefined ? { key } : {}) } : t));
    emit();
    return same.id;
  }
  const toast: Toast = { id: nextId++, message, kind, durationMs: toastDuration(message), raised: ++raises, ...(key === undefined ? {} : { key }) };
  toasts = [...toasts, toast];
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.durationMs),
  );
  emit();
  return toast.id;
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
