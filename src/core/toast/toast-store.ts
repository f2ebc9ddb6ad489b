import { toastDuration } from './toast-duration';

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'error' | 'success';
  durationMs: number;
  /** Increases each time the toast is raised (shown, or shown again as a duplicate): the toaster brings itself to the top then. */
  raised: number;
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

/** Shows a short message; it disappears after the spec's duration or when dismissed. */
export function showToast(message: string, kind: Toast['kind'] = 'info'): number {
  // The same message already on screen (a request retried, a burst of failures) is shown once, longer.
  const same = toasts.find((t) => t.message === message && t.kind === kind);
  if (same) {
    const timer = timers.get(same.id);
    if (timer) clearTimeout(timer);
    timers.set(same.id, setTimeout(() => dismissToast(same.id), same.durationMs));
    toasts = toasts.map((t) => (t.id === same.id ? { ...t, raised: ++raises } : t));
    emit();
    return same.id;
  }
  const toast: Toast = { id: nextId++, message, kind, durationMs: toastDuration(message), raised: ++raises };
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
