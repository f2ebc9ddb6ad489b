import { utils, values } from '@syuilo/aiscript';
import { getAccount, getApi, getServerOrigin } from '@/core/accounts/session';
import { createApiClient } from '@/core/api/api-client';
import type { InstalledPlugin } from '@/core/settings/value-types';
import { pageHost, runScript, type RunningScript, type ScriptOutcome } from '@/features/aiscript';
import { pluginMayCall } from './permissions';
import { forgetPlugin, updatePluginRegistry, type Interruptor, type PluginAction, type PostFormArg } from './plugin-registry';
import { isHttpUrl } from '@/core/entities/http-url';

/** Steps a plugin's top level may take (the interpreter yields every 300 steps, so the page never freezes). */
export const PLUGIN_START_STEPS = 200_000;
/** Steps one call of a registered function may take. */
export const PLUGIN_CALL_STEPS = 100_000;

const running = new Map<string, RunningScript>();

/** A denied call answers the script with an error object; it never reaches the server. */
export function permissionDenied(endpoint: string) {
  return { error: { code: 'PERMISSION_DENIED', message: `This plugin may not call ${endpoint}.` } };
}

/** The API a plugin sees: only the endpoints its granted permissions allow, with its own token where it has one. */
export function pluginApi(plugin: Pick<InstalledPlugin, 'permissions' | 'token'>) {
  const client = plugin.token ? createApiClient({ origin: getServerOrigin(), token: plugin.token }) : getApi();
  return async (endpoint: string, params: unknown): Promise<unknown> => {
    if (!getAccount() || !pluginMayCall(endpoint, plugin.permissions ?? [])) return permissionDenied(endpoint);
    return client.request(endpoint, (params && typeof params === 'object' ? params : {}) as Record<string, unknown>, { suppressError: true });
  };
}

function budgeted<T>(job: RunningScript, call: () => Promise<T>): Promise<T> {
  const opts = (job.interpreter as unknown as { opts: { maxStep?: number } }).opts;
  opts.maxStep = job.interpreter.stepCount + PLUGIN_CALL_STEPS;
  return call();
}

/** Starts one plugin; resolves with how its top level ended (registrations stay while it is active). */
export function startPlugin(plugin: InstalledPlugin, hooks: { onError(plugin: InstalledPlugin, message: string): void; openUrl(url: string): void }): Promise<ScriptOutcome> {
  stopPlugin(plugin.id);
  if (!plugin.src) return Promise.resolve({ ok: false, kind: 'syntax', message: 'no source', steps: 0 });
  const config: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(plugin.config ?? {})) {
    const def = item && typeof item === 'object' ? (item as { default?: unknown }).default : undefined;
    config[key] = plugin.configData && key in plugin.configData ? plugin.configData[key] : (def ?? null);
  }
  // The running script, set right below; the registered functions run on its interpreter later.
  const ref: { job?: RunningScript } = {};
  /** Calls a registered function; a failure is reported and answers undefined. */
  const tryCall = (fn: values.VFn, arg: unknown, extra: values.Value[] = []): Promise<values.Value | undefined> =>
    budgeted(ref.job!, () => ref.job!.interpreter.execFn(fn, [utils.jsToVal(arg), ...extra])).catch((e: unknown) => {
      hooks.onError(plugin, e instanceof Error ? e.message : String(e));
      return undefined;
    });
  const call = async (fn: values.VFn, arg: unknown, extra: values.Value[] = []) => (await tryCall(fn, arg, extra)) ?? values.NULL;
  const action = <A,>(title: values.Value | undefined, fn: values.Value | undefined): PluginAction<A> | null => {
    if (!title || title.type !== 'str' || !fn || fn.type !== 'fn') return null;
    return { pluginId: plugin.id, pluginName: plugin.name, title: title.value, run: async (arg: A) => void (await call(fn, arg)) };
  };
  const interruptor = (fn: values.Value | undefined): Interruptor | null => {
    if (!fn || fn.type !== 'fn') return null;
    return async (value) => {
      const out = await tryCall(fn, value);
      // A failed handler must not hide or blank the note: the caller keeps it as it was.
      if (out === undefined) throw new Error('interruptor failed');
      const js: unknown = utils.valToJs(out);
      return js && typeof js === 'object' && !Array.isArray(js) ? (js as Record<string, unknown>) : null;
    };
  };
  const globals: Record<string, values.Value> = {
    'Plugin:register_note_action': values.FN_NATIVE(([title, fn]) => {
      const a = action<Record<string, unknown>>(title, fn);
      if (a) updatePluginRegistry((r) => ({ ...r, noteActions: [...r.noteActions, a] }));
      return values.NULL;
    }),
    'Plugin:register_post_form_action': values.FN_NATIVE(([title, fn]) => {
      if (!title || title.type !== 'str' || !fn || fn.type !== 'fn') return values.NULL;
      const a: PluginAction<PostFormArg> = {
        pluginId: plugin.id,
        pluginName: plugin.name,
        title: title.value,
        run: async (form) => {
          const update = values.FN_NATIVE(([key, value]) => {
            if (key?.type === 'str' && value) form.update(key.value, utils.valToJs(value));
            return values.NULL;
          });
          await call(fn, { text: form.text, cw: form.cw }, [update]);
        },
      };
      updatePluginRegistry((r) => ({ ...r, postFormActions: [...r.postFormActions, a] }));
      return values.NULL;
    }),
    'Plugin:register_user_action': values.FN_NATIVE(([title, fn]) => {
      const a = action<Record<string, unknown>>(title, fn);
      if (a) updatePluginRegistry((r) => ({ ...r, userActions: [...r.userActions, a] }));
      return values.NULL;
    }),
    'Plugin:register_note_view_interruptor': values.FN_NATIVE(([fn]) => {
      const run = interruptor(fn);
      if (run) updatePluginRegistry((r) => ({ ...r, noteViewInterruptors: [...r.noteViewInterruptors, { pluginId: plugin.id, run }] }));
      return values.NULL;
    }),
    'Plugin:register_note_post_interruptor': values.FN_NATIVE(([fn]) => {
      const run = interruptor(fn);
      if (run) updatePluginRegistry((r) => ({ ...r, notePostInterruptors: [...r.notePostInterruptors, { pluginId: plugin.id, run }] }));
      return values.NULL;
    }),
    'Plugin:open_url': values.FN_NATIVE(([url]) => {
      if (url?.type === 'str' && isHttpUrl(url.value)) hooks.openUrl(url.value);
      return values.NULL;
    }),
    'Plugin:config': utils.jsToVal(config),
    USER_ID: getAccount() ? values.STR(getAccount()!.id) : values.NULL,
    USER_USERNAME: getAccount() ? values.STR(getAccount()!.username) : values.NULL,
    SERVER_URL: values.STR(getServerOrigin()),
  };
  const host = { ...pageHost(`aiscript:plugin:${plugin.id}`, () => {}, pluginApi(plugin)), globals };
  const job = runScript(plugin.src, host, { maxStep: PLUGIN_START_STEPS });
  ref.job = job;
  running.set(plugin.id, job);
  return job.done.then((outcome) => {
    if (!outcome.ok) hooks.onError(plugin, outcome.message);
    return outcome;
  });
}

export function stopPlugin(pluginId: string): void {
  running.get(pluginId)?.abort();
  running.delete(pluginId);
  forgetPlugin(pluginId);
}
