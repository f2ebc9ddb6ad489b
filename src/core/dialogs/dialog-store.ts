/**
 * Ephemeral UI state for the basic dialogs (spec section 2): info, yes/no, input, select, date and
 * waiting. Each call returns a promise settled when the user closes the dialog.
 */
import { WAITING_SUCCESS_MS } from '@/core/constants';

export type DialogRequest =
  | { kind: 'info'; type: 'info' | 'success' | 'warning' | 'error'; title?: string; text?: string }
  | { kind: 'confirm'; type: 'info' | 'warning'; title?: string; text?: string; okDelaySeconds?: number }
  | { kind: 'input'; title?: string; text?: string; placeholder?: string; defaultValue?: string; inputType?: 'text' | 'password' | 'url' | 'number' }
  | { kind: 'select'; title?: string; text?: string; items: Array<{ value: string; label: string }>; defaultValue?: string }
  /** A calendar date; values are YYYY-MM-DD. */
  | { kind: 'date'; title?: string; text?: string; defaultValue?: string; min?: string; max?: string }
  | { kind: 'waiting'; text?: string; state: 'waiting' | 'success' };

export type DialogResult = { canceled: true } | { canceled: false; value: string | true };

export interface OpenDialog {
  id: number;
  request: DialogRequest;
  resolve: (result: DialogResult) => void;
}

let dialogs: readonly OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function getDialogs(): readonly OpenDialog[] {
  return dialogs;
}

export function subscribeDialogs(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

function open(request: DialogRequest): { id: number; done: Promise<DialogResult> } {
  const id = nextId++;
  const done = new Promise<DialogResult>((resolve) => {
    const entry: OpenDialog = {
      id,
      request,
      resolve: (result) => {
        dialogs = dialogs.filter((d) => d.id !== id);
        emit();
        resolve(result);
      },
    };
    dialogs = [...dialogs, entry];
    emit();
  });
  return { id, done };
}

function update(id: number, request: DialogRequest) {
  dialogs = dialogs.map((d) => (d.id === id ? { ...d, request } : d));
  emit();
}

export async function alertDialog(opts: Omit<Extract<DialogRequest, { kind: 'info' }>, 'kind' | 'type'> & { type?: Extract<DialogRequest, { kind: 'info' }>['type'] }): Promise<void> {
  await open({ kind: 'info', type: opts.type ?? 'info', ...opts }).done;
}

/** Resolves true for OK/yes, false for cancel/no/Escape. */
export async function confirmDialog(opts: Omit<Extract<DialogRequest, { kind: 'confirm' }>, 'kind' | 'type'> & { type?: 'info' | 'warning' }): Promise<boolean> {
  const result = await open({ kind: 'confirm', type: opts.type ?? 'warning', ...opts }).done;
  return !result.canceled;
}

export async function inputDialog(opts: Omit<Extract<DialogRequest, { kind: 'input' }>, 'kind'>): Promise<string | null> {
  const result = await open({ kind: 'input', ...opts }).done;
  return result.canceled ? null : String(result.value);
}

export async function selectDialog(opts: Omit<Extract<DialogRequest, { kind: 'select' }>, 'kind'>): Promise<string | null> {
  const result = await open({ kind: 'select', ...opts }).done;
  return result.canceled ? null : String(result.value);
}

/** The date dialog: resolves the chosen day as YYYY-MM-DD, or null when cancelled. */
export async function dateDialog(opts: Omit<Extract<DialogRequest, { kind: 'date' }>, 'kind'>): Promise<string | null> {
  const result = await open({ kind: 'date', ...opts }).done;
  return result.canceled || typeof result.value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(result.value) ? null : result.value;
}

/** Shows a spinner while `work` runs, then a check mark for `successMs` on success. */
export async function waitingDialog<T>(work: Promise<T>, opts: { text?: string; successMs?: number } = {}): Promise<T> {
  const { id } = open({ kind: 'waiting', state: 'waiting', ...(opts.text ? { text: opts.text } : {}) });
  const close = () => dialogs.find((d) => d.id === id)?.resolve({ canceled: true });
  try {
    const value = await work;
    update(id, { kind: 'waiting', state: 'success', ...(opts.text ? { text: opts.text } : {}) });
    setTimeout(close, opts.successMs ?? WAITING_SUCCESS_MS);
    return value;
  } catch (e) {
    close();
    throw e;
  }
}
