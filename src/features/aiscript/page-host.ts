import { getApi } from '@/core/accounts/session';
import { alertDialog, confirmDialog } from '@/core/dialogs/dialog-store';
import type { ScriptHost } from './run-script';

/** A host whose Mk: functions use this page's dialogs, the signed-in account's API and localStorage under `prefix`. */
export function pageHost(prefix: string, out: (text: string) => void, api: ScriptHost['api'] = (ep, params) => getApi().request(ep, (params ?? {}) as Record<string, unknown>)): ScriptHost {
  return {
    out,
    dialog: (title, text) => alertDialog({ title, text }),
    confirm: (title, text) => confirmDialog({ title, text }),
    api,
    save: (key, value) => {
      try {
        localStorage.setItem(`${prefix}:${key}`, JSON.stringify(value));
      } catch {
        /* storage full or unavailable: the script's save is lost, the page goes on */
      }
    },
    load: (key) => {
      try {
        const raw = localStorage.getItem(`${prefix}:${key}`);
        return raw === null ? null : (JSON.parse(raw) as unknown);
      } catch {
        return null;
      }
    },
  };
}
